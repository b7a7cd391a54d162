// 'Vagas para você' at scale: GET /api/jobs-for-student/recommended on PGlite with BENCH_JOBS
// (default 100,000) jobs of every knowledge area and BENCH_STUDENTS (default 10,000) students, each
// with a course, a city, two skills, a past role, three bookmarks and one application; against its
// SQL run directly (the floor). The figures are for BENCH_SAMPLE (default 40) of those students,
// each signed in, every one asked in turn.
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { acceptStudentTerm } from '../../apps/api/src/test/test-app.ts';
import { benchEnv, buildBenchApp } from './bench-app.ts';
import { seedStudentSearchJobs } from './student-search-seed.ts';
import { cpuTime, secondsSince, stats, time } from './timing.ts';

const SKILLS = [
  'Excel',
  'Python',
  'SQL',
  'Power BI',
  'Marketing Digital',
  'Java',
  'Atendimento',
  'Logística',
  'Contabilidade',
  'AutoCAD',
];
const ROLES = [
  'Analista de Dados',
  'Assistente Administrativo',
  'Vendedor',
  'Estagiário de Marketing',
  'Auxiliar de Logística',
];
const CITIES: Array<[string, string]> = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Curitiba', 'PR'],
  ['Recife', 'PE'],
  ['Belo Horizonte', 'MG'],
  ['Porto Alegre', 'RS'],
  ['Manaus', 'AM'],
  ['Salvador', 'BA'],
];

const arr = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** `n` students with the demo student's password, resumes, bookmarks and an application each. */
const seedStudents = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], n: number) => {
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Aluno Bench ' || g, 'aluno' || g || '@bench.edu.br', (select u.password_hash from users u join students s on s.id_user = u.id where s.ra = '2024001'), 3
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into students (id_user, ra, id_course, state, city)
    select u.id, 'B' || g, (select array_agg(id order by id) from courses)[1 + g % (select count(*) from courses)],
      (${arr(CITIES.map((c) => c[1]))})[1 + g % ${CITIES.length}], (${arr(CITIES.map((c) => c[0]))})[1 + g % ${CITIES.length}]
    from generate_series(1, ${n}) g join users u on u.email = 'aluno' || g || '@bench.edu.br'`);
  const bench = sql.raw(`(select s.id, substr(s.ra, 2)::int as g from students s where s.ra like 'B%')`);
  await db.execute(sql`insert into skills (name, student_id)
    select (${arr(SKILLS)})[1 + (b.g * k) % ${SKILLS.length}], b.id from ${bench} b, generate_series(1, 2) k`);
  await db.execute(sql`insert into professional_experiences (company_name, city, state, department, role, description, started, student_id)
    select 'Empresa Anterior', 'São Paulo', 'SP', 'Operações', (${arr(ROLES)})[1 + b.g % ${ROLES.length}], 'Rotinas da área.', date '2024-01-01', b.id
    from ${bench} b`);
  await db.execute(sql`with j as (select min(id) lo, max(id) hi from jobs)
    insert into bookmarks (student_id, job_id) select b.id, j.lo + (b.g * 7919 * k) % (j.hi - j.lo) from ${bench} b, j, generate_series(1, 3) k
    on conflict do nothing`);
  await db.execute(sql`with j as (select min(id) lo, max(id) hi from jobs)
    insert into applications (student_id, job_id) select b.id, j.lo + (b.g * 104729) % (j.hi - j.lo) from ${bench} b, j`);
  await db.execute(sql`analyze`);
};

export const benchRecommendations = async (): Promise<void> => {
  const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
  const students = Number(process.env.BENCH_STUDENTS ?? 10_000);
  const sample = Number(process.env.BENCH_SAMPLE ?? 40);
  let capture: Array<[string, unknown[]]> | null = null;
  const database = await openDatabase({ memory: true, logQuery: (q, p) => void capture?.push([q, p]) });
  const { dir, env } = benchEnv('recommendations');
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const t0 = performance.now();
    await seedStudentSearchJobs(database.db, jobs, { spreadAreas: true });
    await seedStudents(database.db, students);
    await database.db.execute(sql`vacuum analyze`);
    console.info(
      `PGlite: seeded ${jobs.toLocaleString('en')} jobs and ${students.toLocaleString('en')} students in ${secondsSince(t0)} s; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const app = await buildBenchApp(env, database, dir);
    const headers: Array<Record<string, string>> = [];
    for (let g = 1; g <= sample; g++) {
      const ra = `B${Math.round((g * students) / sample)}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/login-student',
        payload: { ra, password: 'Aluno@1234' },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${ra} answered ${res.statusCode}`);
      const session = res.json() as { token: string; user_id: number };
      await acceptStudentTerm(app, session);
      headers.push({ authorization: `Bearer ${session.token}` });
    }
    const call = async (h: Record<string, string>) => {
      const res = await app.inject({ url: '/api/jobs-for-student/recommended?limit=10', headers: h });
      if (res.statusCode !== 200) throw new Error(`recommended answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.json() as { data: Array<{ reasons: string[] }> };
    };
    const ep: number[] = [];
    const cpu: number[] = [];
    const rw: number[] = [];
    let shown = 0;
    for (const h of headers) {
      await call(h);
      capture = [];
      shown += (await call(h)).data.length;
      // Its SQL, less the bearer token's look-up (the session cache may hold it).
      const statements = capture.filter(([text]) => !text.includes('"auth_tokens"'));
      capture = null;
      if (process.env.BENCH_EXPLAIN && h === headers[0])
        for (const [text, params] of statements) {
          const plan = await database.run.query<Record<string, unknown>>(
            `explain (analyze, costs off) ${text}`,
            params,
          );
          console.info(`\n${text}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
        }
      for (let i = 0; i < 4; i++) {
        ep.push(await time(() => call(h)));
        cpu.push(await cpuTime(() => call(h)));
        rw.push(
          await time(async () => {
            for (const [text, params] of statements) await database.run.query(text, params);
          }),
        );
      }
    }
    const e = stats(ep);
    const r = stats(rw);
    const c = stats(cpu);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.info(`${sample} students x 4 calls, ${(shown / sample).toFixed(1)} jobs shown per student`);
    console.info(`endpoint p50 ${ms(e.p50)}  p95 ${ms(e.p95)}  p99 ${ms(e.p99)}`);
    console.info(`raw SQL  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  endpoint/raw p50 ${(e.p50 / r.p50).toFixed(2)}`);
    console.info(`CPU per request p50 ${ms(c.p50)}  p95 ${ms(c.p95)} (an idle machine's wall clock, about)`);
    console.info(
      `target: endpoint p95 ${ms(e.p95)} (< 50 ms); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
