// The daily deadline job (docs/decisions/018-internships-tce.md#deadlines) over 50,000 active
// internships on PostgreSQL: 200 companies with their convênios, 20,000 students (each at a
// different company in each of their internships), the reports of each internship (past ones
// mostly approved, 2 % still owed). Seeded in bulk SQL
// (generate_series, multiplicative hashes: reproducible). Times the first run (every reminder
// already due: the backlog a new deployment meets), the next day's run (what the cron does every
// day), the office's counts and a list page; e-mails are real .eml files in an outbox.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { quietLogger } from '../../apps/api/src/lib/logger.ts';
import { createMailer } from '../../apps/api/src/providers/mail/mailer.ts';
import { createLocalStorage } from '../../apps/api/src/providers/storage/local-storage.ts';
import { createPlatform } from '../../apps/api/src/platform.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { benchEnv, createBenchDatabase } from './bench-app.ts';
import { createDeadlinesRepository } from '../../apps/api/src/modules/internships/internships.deadlines.repository.ts';

const INTERNSHIPS = Number(process.env.BENCH_DEADLINE_INTERNSHIPS ?? 50_000);
const STUDENTS = 20_000;
const COMPANIES = 200;
const TODAY = '2027-06-15';
const TARGET_MS = 10_000;

const seed = async (db: Db) => {
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Representante Prazo ' || g, 'rep' || g || '@prazo.com.br', 'x', 2 from generate_series(1, ${COMPANIES}) g`);
  await db.execute(sql`insert into companies (user_id, name, about, area)
    select u.id, 'Empresa Prazo ' || g, 'Empresa.', 'Serviços'
    from generate_series(1, ${COMPANIES}) g join users u on u.email = 'rep' || g || '@prazo.com.br'`);
  // One convênio a company; one in 20 ends within the next two months.
  await db.execute(sql`insert into agreements (companies_id, number, starts_on, ends_on)
    select c.id, 'CV-' || c.id, '2020-01-01',
      case when c.id % 20 = 0 then ${TODAY}::date + (c.id % 60) else '2035-12-31'::date end
    from companies c where c.name like 'Empresa Prazo %'`);
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Estudante Prazo ' || g, 'aluno' || g || '@prazo.edu.br', 'x', 3 from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`insert into students (id_user, ra, id_course)
    select u.id, 'P' || g, (select array_agg(id order by id) from courses)[(1 + g % (select count(*) from courses))::int]
    from generate_series(1, ${STUDENTS}) g join users u on u.email = 'aluno' || g || '@prazo.edu.br'`);
  await db.execute(sql`
    with b as (select (select min(id) from students where ra like 'P%') s0,
                      (select array_agg(a.id order by a.companies_id) from agreements a join companies c on c.id = a.companies_id
                        where c.name like 'Empresa Prazo %') ag,
                      (select min(id) from companies where name like 'Empresa Prazo %') c0)
    insert into internships (status, kind, students_id, companies_id, agreements_id, starts_on, ends_on, hours_per_day,
      hours_per_week, stipend_cents, transport_aid_cents, insurer, policy_number, supervisor_name, supervisor_email,
      supervisor_position, supervisor_education, advisor_name, advisor_email, activities, verification_code, activated_at)
    select 'active', 'optional', b.s0 + (g % ${STUDENTS})::int, b.c0 + ((g + g / ${STUDENTS}) % ${COMPANIES})::int,
      b.ag[1 + ((g + g / ${STUDENTS}) % ${COMPANIES})::int], ${TODAY}::date - ((g * 7919) % 500)::int,
      ${TODAY}::date + ((g * 104729) % 220)::int, 6, 30, 150000, 20000,
      'Seguradora', 'AP-' || g, 'Supervisor ' || (g % 5000), 'sup' || (g % 5000) || '@prazo.com.br', 'Gerente', 'Administração',
      'Orientador', 'orientador@prazo.edu.br', '["Atividade"]'::jsonb, 'PRAZO' || g, now()
    from generate_series(1::bigint, ${INTERNSHIPS}::bigint) g, b`);
  // Every 6 months from the start and one at the end; the past ones approved but one in 50.
  await db.execute(sql`
    insert into internship_reports (internships_id, due_on, status)
    select id, due_on, case when due_on < ${TODAY}::date and (id * 31 + k) % 50 <> 0 then 'approved' else 'pending' end
    from (select i.id, k, case when k = 0 then i.ends_on else (i.starts_on + make_interval(months => 6 * k))::date end as due_on, i.ends_on
          from internships i, generate_series(0, 3) k where i.verification_code like 'PRAZO%') r
    where k = 0 or due_on < ends_on`);
  await db.execute(sql`analyze`);
};

const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const benchInternshipDeadlines = async () => {
  const server = await createBenchDatabase('bench_deadlines');
  console.info(`PostgreSQL ${server.version}`);
  const { dir, env } = benchEnv('deadlines');
  const { database } = server;
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const t0 = performance.now();
    await seed(database.db);
    const [counts] = (
      (await database.db.execute(
        sql`select (select count(*) from internships where status = 'active')::int as internships, (select count(*) from internship_reports)::int as reports`,
      )) as unknown as { rows: Array<{ internships: number; reports: number }> }
    ).rows;
    console.info(
      `  seeded ${counts!.internships} active internships, ${counts!.reports} reports in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    let today = TODAY;
    const outbox = join(dir, 'outbox');
    const repo = createDeadlinesRepository(database.run);
    const platform = createPlatform(env, {
      database,
      clock: { now: () => new Date(`${today}T10:30:00Z`), today: () => today },
      secret: 'b'.repeat(40),
      log: quietLogger,
      storage: createLocalStorage(join(dir, 'storage')),
      mailer: createMailer({ from: env.MAIL_FROM, outboxDir: outbox, log: { info: () => undefined } }),
    });
    const deadlines = platform.services.internshipDeadlines;
    const written = () => {
      try {
        return readdirSync(outbox).length;
      } catch {
        return 0;
      }
    };
    const timed = async (label: string) => {
      const before = written();
      // The set-based claim alone, its rows given back at once for the job to claim again.
      const claimStart = performance.now();
      const claimed = await repo.claim(today);
      const claimMs = performance.now() - claimStart;
      await repo.release(claimed.map((c) => c.key));
      const start = performance.now();
      const r = await deadlines.run();
      const ms = performance.now() - start;
      console.info(
        `  ${label.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms (claim SQL ${claimMs.toFixed(0).padStart(5)} ms)  ${String(r.reminders).padStart(6)} reminders  ${String(written() - before).padStart(6)} e-mails${r.digest ? ' + digest' : ''}`,
      );
      return ms;
    };
    await timed(`first run ${today} (the backlog)`);
    const daily: number[] = [];
    for (let n = 1; n <= 3; n++) {
      today = dayAfter(TODAY, n);
      daily.push(await timed(`next day ${today}`));
    }
    const again = await timed(`same day again ${today} (nothing new)`);
    const start = performance.now();
    const list = await deadlines.list({ list: 'overdue_reports', page: 1, limit: 20 });
    console.info(
      `  office counts + first page (GET /api/internships/deadlines) ${(performance.now() - start).toFixed(0)} ms: ${JSON.stringify(list.counts)}`,
    );
    const worst = Math.max(...daily, again);
    console.info(
      `  TARGET daily job < ${TARGET_MS / 1000} s over ${INTERNSHIPS} internships: ${(worst / 1000).toFixed(2)} s ${worst < TARGET_MS ? 'OK' : 'MISSED'}`,
    );
    await platform.close();
  } finally {
    await server.drop();
    rmSync(dir, { recursive: true, force: true });
  }
};
