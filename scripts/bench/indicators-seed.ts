// Data for the indicators benchmark, in bulk SQL (generate_series): jobs over five years (a tenth
// closed), students over the demo courses, and applications a few weeks after each job opened,
// about 8 % hired. Pseudo-random but reproducible: multiplicative hashes of the row number.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

const STATES = [
  'SP',
  'SP',
  'SP',
  'RJ',
  'RJ',
  'MG',
  'MG',
  'PR',
  'RS',
  'SC',
  'BA',
  'PE',
  'Ceará',
  'DF',
  'GO',
  'AM',
  'PA',
  'ES',
];
const FIVE_YEARS_MINUTES = 5 * 365 * 24 * 60;

export const seedIndicators = async (
  db: Db,
  n: { jobs: number; students: number; applications: number },
): Promise<void> => {
  const companies = Math.max(10, Math.ceil(n.jobs / 50));
  const states = sql.raw(`ARRAY[${STATES.map((s) => `'${s}'`).join(',')}]::text[]`);
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Recrutador ' || g, 'recrutador' || g || '@bench.com.br', 'x', 2 from generate_series(1, ${Math.ceil(companies / 5)}) g`);
  await db.execute(sql`insert into companies (user_id, name, about, area)
    select u.id, 'Empresa Bench ' || g, 'Empresa de médio porte.', 'Serviços'
    from generate_series(1, ${companies}) g join users u on u.email = 'recrutador' || (1 + (g % ${Math.ceil(companies / 5)})) || '@bench.com.br'`);
  await db.execute(sql`
    with r as (select g, ${states} states, (select min(id) from companies where name like 'Empresa Bench %') c0,
      (select array_agg(id order by id) from contract_types) ct,
      now() - ((g * 7919) % ${FIVE_YEARS_MINUTES} || ' minutes')::interval as created
      from generate_series(1::bigint, ${n.jobs}::bigint) g)
    insert into jobs (title, status, state, city, description, companies_id, contract_types_id, created_at, closed_at)
    select 'Vaga Bench ' || g, case when g % 10 = 3 then 2 else 1 end, states[(1 + g % array_length(states, 1))::int], 'Cidade',
      'Vaga de referência.', c0 + (g % ${companies})::int, ct[(1 + g % array_length(ct, 1))::int], created,
      case when g % 10 = 3 then created + ((g % 90) || ' days')::interval end
    from r`);
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Estudante Bench ' || g, 'estudante' || g || '@bench.edu.br', 'x', 3 from generate_series(1, ${n.students}) g`);
  await db.execute(sql`insert into students (id_user, ra, id_course)
    select u.id, 'B' || g, (select array_agg(id order by id) from courses)[(1 + g % (select count(*) from courses))::int]
    from generate_series(1, ${n.students}) g join users u on u.email = 'estudante' || g || '@bench.edu.br'`);
  // Job g % jobs, student shifted by 13 per round over the jobs: every (job, student) pair once.
  await db.execute(sql`
    with b as (select (select min(id) from jobs where title like 'Vaga Bench %') j0, (select min(id) from students where ra like 'B%') s0)
    insert into applications (job_id, student_id, created_at, hired, hired_at)
    select j.id, b.s0 + ((g * 7919 + (g / ${n.jobs}) * 13) % ${n.students})::int, a.applied, g % 12 = 5,
      case when g % 12 = 5 then a.applied + ((1 + g % 45) || ' days')::interval end
    from generate_series(0::bigint, ${n.applications - 1}::bigint) g cross join b
    join jobs j on j.id = b.j0 + (g % ${n.jobs})::int
    cross join lateral (select least(j.created_at + ((g * 31) % 40000 || ' minutes')::interval, now()) as applied) a`);
  await db.execute(sql`vacuum analyze`);
};
