import { eq } from 'drizzle-orm';
import { companies, jobs } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * The student search's test data and queries, shared with the job alerts' matching test: an alert
 * must find exactly what the search lists for the same criteria (docs/decisions/012-job-alerts.md).
 * Jobs in Tocantins (no demo job is there), so filters by TO see only these.
 */
export const SEARCH_FIXTURES: Array<[key: string, title: string, city: string, status: number, hoursAgo: number]> = [
  ['web', 'Programação Web Júnior', 'Palmas', 1, 1],
  ['java', 'Programador Java', 'Araguaína', 1, 5],
  ['analise', 'Análise de Sistemas', 'Palmas', 1, 3],
  ['js', 'Desenvolvedor JavaScript', 'Gurupi', 1, 2],
  ['closed', 'Programação Embarcada', 'Palmas', 2, 0],
  ['sqlish', "Analista O'Brien 100% remoto", 'Gurupi', 1, 4],
];

/** Every criterion the search's tests try (accents, case, stems, partial words, state, city, odd text). */
export const SEARCH_CASES: Array<{ title?: string; state?: string; city?: string }> = [
  ...[
    'programacao',
    'Programação',
    'PROGRAMAÇÃO',
    'programação web',
    'analise',
    'ANÁLISE',
    'sistemas',
    'programador',
    'desenvolv',
    'progr',
    'java',
    'script',
  ].map((title) => ({ title, state: 'TO' })),
  { title: 'estagio programacao' },
  { title: 'java' },
  { title: 'script' },
  { title: 'desenvolvedor', state: 'RJ' },
  { state: 'TO', city: 'araguaina' },
  { state: 'TO', city: 'PALMAS' },
  { title: 'sistemas', state: 'SP', city: 'palmas' },
  { state: 'to' },
  { state: 'TO' },
  { state: 'SP', city: 'campinas' },
  { title: "o'brien" },
  { title: '100%' },
  { title: "' OR 1=1; DROP TABLE jobs; --" },
  { title: 'a:* | !b & (c' },
];

/** Inserts the fixtures (and twenty older fillers for paging) into Acme Tecnologia; answers their ids. */
export const insertSearchFixtures = async (t: TestApp): Promise<Record<string, number>> => {
  const ids: Record<string, number> = {};
  const [company] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Tecnologia'));
  const base = { state: 'TO', description: 'Vaga de teste.', companies_id: company!.id };
  for (const [key, title, city, status, hoursAgo] of SEARCH_FIXTURES) {
    const [row] = await t.database.db
      .insert(jobs)
      .values({ ...base, title, city, status, created_at: new Date(Date.now() - hoursAgo * 3_600_000) })
      .returning({ id: jobs.id });
    ids[key] = row!.id;
  }
  await t.database.db.insert(jobs).values(
    Array.from({ length: 20 }, (_, i) => ({
      ...base,
      title: `Auxiliar de Logística ${i + 1}`,
      city: 'Porto Nacional',
      created_at: new Date(Date.now() - (10 + i) * 3_600_000),
    })),
  );
  return ids;
};
