// Staff list endpoints at scale: 10,000 companies and 100,000 jobs, p50/p95 and SQL per request.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { benchEnv, benchHeaders, buildBenchApp } from './bench-app.ts';
import { secondsSince, stats, timeRuns } from './timing.ts';

/** Bulk rows in SQL so seeding takes seconds, not minutes. */
const seedScale = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], companies: number, jobs: number) => {
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Representante ' || g, 'rep' || g || '@bench.com', 'x', 2 from generate_series(1, ${companies / 5}) g`);
  await db.execute(sql`insert into companies (user_id, name, numero_registro, about, area, email_curriculum)
    select u.id, 'Empresa ' || g, 'REG-' || g, 'Sobre', 'Área', 'cv' || g || '@bench.com'
    from generate_series(1, ${companies}) g join users u on u.email = 'rep' || (1 + (g % ${companies / 5})) || '@bench.com'`);
  await db.execute(sql`insert into jobs (title, state, city, description, companies_id, knowledge_areas_id, contract_types_id, remuneration_initial, created_at)
    select (array['Desenvolvedor','Analista de Dados','Estágio em Programação','Engenheiro Civil','Assistente Administrativo'])[1 + g % 5] || ' ' || g,
      (array['SP','RJ','MG','PR','RS','BA','PE','Ceará','DF','SC'])[1 + g % 10], 'Cidade ' || (g % 500), 'Descrição da vaga ' || g,
      (select min(id) from companies) + (g % ${companies}), 1 + g % 10, 1 + g % 6, 2000 + g % 5000, now() - (g || ' minutes')::interval
    from generate_series(1, ${jobs}) g`);
  await db.execute(sql`analyze`);
};

export const benchLists = async (): Promise<void> => {
  const url = process.env.BENCH_DATABASE_URL;
  let queries = 0;
  const { dir, env } = benchEnv('lists');
  const database = await openDatabase({
    ...(url ? { url } : { memory: true as const }),
    logQuery: () => void queries++,
  });
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const t0 = performance.now();
    await seedScale(database.db, 10_000, 100_000);
    console.info(
      `seeded 10,000 companies and 100,000 jobs on ${url ? 'PostgreSQL' : 'PGlite'} in ${secondsSince(t0)} s`,
    );
    const app = await buildBenchApp(env, database, dir);
    const headers = await benchHeaders(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const cases = [
      ['GET /api/users?role=2', '/api/users?role=2&page=50'],
      ['GET /api/users?name=rep12', '/api/users?name=rep12'],
      ['GET /api/companies (page 1)', '/api/companies'],
      ['GET /api/companies (page 500)', '/api/companies?page=500'],
      ['GET /api/companies?user_id=', `/api/companies?user_id=10`],
      ['GET /api/jobs (page 1)', '/api/jobs'],
      ['GET /api/jobs (page 3000)', '/api/jobs?page=3000'],
      ['GET /api/jobs?companies_id=', '/api/jobs/company/500'],
    ];
    for (const [name, path] of cases) {
      let perRequest = 0;
      const times = await timeRuns(
        50,
        async () => {
          queries = 0;
          const res = await app.inject({ url: path!, headers });
          perRequest = queries;
          if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
        },
        5,
      );
      const { p50, p95 } = stats(times);
      // One query resolves the token; the rest belong to the list itself.
      console.info(
        `${name!.padEnd(28)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  SQL/request ${perRequest} (1 for the token)`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
