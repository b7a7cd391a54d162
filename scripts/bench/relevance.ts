// Relevance of the student search on a judged set (relevance-set.ts): nDCG@10 over every query,
// recall@10 of the typo queries, and the share of queries with no result. Runs the API in-process on
// PGlite with the demo data, its jobs replaced by the set's catalogue.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { companies, jobs, knowledgeAreas } from '../../apps/api/src/db/schema/index.ts';
import { benchEnv, benchHeaders, buildBenchApp } from './bench-app.ts';
import { QUERIES, ROLES, type QueryKind } from './relevance-set.ts';

const K = 10;
const PLACES: Array<[city: string, state: string]> = [
  ['Curitiba', 'PR'],
  ['Recife', 'PE'],
];

/** Binary relevance: the gain of each relevant job at its rank over the best possible order's. */
const ndcg = (ranked: boolean[], relevant: number) => {
  const dcg = ranked.slice(0, K).reduce((sum, rel, i) => sum + (rel ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(relevant, K); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
};

export const benchRelevance = async (): Promise<void> => {
  const database = await openDatabase({ memory: true });
  const { dir, env } = benchEnv('relevance');
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    await database.db.execute(sql`truncate jobs cascade`);
    const areas = new Map(
      (await database.db.select({ id: knowledgeAreas.id, name: knowledgeAreas.name }).from(knowledgeAreas)).map((a) => [
        a.name,
        a.id,
      ]),
    );
    const companyIds = (await database.db.select({ id: companies.id }).from(companies)).map((c) => c.id);
    const roleOf = new Map<number, string>();
    let n = 0;
    for (const [key, title, area, description] of ROLES)
      for (const [city, state] of PLACES) {
        n++;
        const [row] = await database.db
          .insert(jobs)
          .values({
            title,
            description,
            city,
            state,
            companies_id: companyIds[n % companyIds.length]!,
            knowledge_areas_id: areas.get(area),
            created_at: new Date(Date.now() - n * 3_600_000),
          })
          .returning({ id: jobs.id });
        roleOf.set(row!.id, key);
      }
    const app = await buildBenchApp(env, database, dir);
    const headers = await benchHeaders(app, 'student');
    const perKind = new Map<QueryKind, number[]>();
    let zero = 0;
    const typoRecall: number[] = [];
    const misses: string[] = [];
    for (const [query, kind, relevantRoles] of QUERIES) {
      const res = await app.inject({
        url: `/api/jobs-for-student?${new URLSearchParams({ title: query, limit: String(K) })}`,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(`${query} answered ${res.statusCode}`);
      const ids = (res.json() as { data: Array<{ id: number }> }).data.map((j) => j.id);
      const wanted = new Set(relevantRoles);
      const ranked = ids.map((id) => wanted.has(roleOf.get(id) ?? ''));
      const relevant = relevantRoles.length * PLACES.length;
      const score = ndcg(ranked, relevant);
      perKind.set(kind, [...(perKind.get(kind) ?? []), score]);
      if (ids.length === 0) zero++;
      if (kind === 'typo') typoRecall.push(ranked.filter(Boolean).length / Math.min(relevant, K));
      if (score < 1) misses.push(`'${query}' ${score.toFixed(2)}`);
    }
    await app.close();
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
    const all = [...perKind.values()].flat();
    console.info(`\n${ROLES.length * PLACES.length} jobs, ${QUERIES.length} queries`);
    console.info('| queries | n | nDCG@10 |');
    console.info('| --- | --: | --: |');
    for (const [kind, scores] of perKind) console.info(`| ${kind} | ${scores.length} | ${mean(scores).toFixed(3)} |`);
    console.info(`| all | ${all.length} | ${mean(all).toFixed(3)} |`);
    console.info(`\nnDCG@10 ${mean(all).toFixed(3)} (goal >= 0.85)`);
    console.info(`typo recall@10 ${mean(typoRecall).toFixed(3)} (goal >= 0.95)`);
    console.info(`zero-result rate ${(zero / QUERIES.length).toFixed(3)} (${zero} of ${QUERIES.length}; goal 0)`);
    if (misses.length) console.info(`below 1: ${misses.join(', ')}`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
