// One job with 2,000 applicants for the hiring-pipeline benchmark (docs/decisions/011): an Acme
// Tecnologia job, students with Portuguese names over the demo courses, stages spread as a busy
// selection would have them. Bulk SQL; the triggers write each application's history.
import type { Database } from '../../apps/api/src/db/client.ts';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Hugo', 'Isabela', 'João'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Ferreira', 'Almeida', 'Ribeiro'];

/** Stage of applicant g (by g % 20): 40 % received, 25 % in review, 10 % interview, 5 % hired, 15 % rejected, 5 % withdrawn. */
const STAGE_OF = `(array['received','received','received','received','received','received','received','received',
  'in_review','in_review','in_review','in_review','in_review','interview','interview','hired',
  'rejected','rejected','rejected','withdrawn'])[1 + g % 20]`;

/** Seeds the job and its applicants; returns the job's id. */
export const seedPipeline = async ({ run }: Database, applicants: number): Promise<number> => {
  const first = `(array[${FIRST.map((n) => `'${n}'`).join(',')}])`;
  const last = `(array[${LAST.map((n) => `'${n}'`).join(',')}])`;
  await run.query(
    `insert into users (name, email, password_hash, role_id)
    select ${first}[1 + g % 10] || ' ' || ${last}[1 + (g / 10) % 10] || ' ' || ${last}[1 + (g / 100) % 10],
      'candidato' || g || '@bench.edu.br', 'x', 3 from generate_series(1, ${applicants}) g`,
    [],
  );
  await run.query(
    `insert into students (id_user, ra, id_course)
    select u.id, 'P' || g, (select array_agg(id order by id) from courses)[(1 + g % (select count(*) from courses))::int]
    from generate_series(1, ${applicants}) g join users u on u.email = 'candidato' || g || '@bench.edu.br'`,
    [],
  );
  const [job] = await run.query<{ id: number }>(
    `insert into jobs (title, state, city, description, companies_id, contract_types_id)
    select 'Vaga Bench Pipeline', 'SP', 'Campinas', 'Vaga com 2.000 candidaturas.', c.id, (select min(id) from contract_types)
    from companies c where c.name = 'Acme Tecnologia' returning id`,
    [],
  );
  if (!job) throw new Error('no Acme Tecnologia company in the demo data');
  await run.query(
    `insert into applications (job_id, student_id, created_at, stage, stage_updated_at,
      interview_starts_at, interview_duration_minutes, interview_location, rejection_reason)
    select ${job.id}, s.id, now() - ((${applicants} - g) || ' minutes')::interval, st.stage, now() - ((g % 300) || ' minutes')::interval,
      case when st.stage = 'interview' then now() + ((1 + g % 14) || ' days')::interval end,
      case when st.stage = 'interview' then 30 end,
      case when st.stage = 'interview' then 'https://meet.example.com/bench-' || g end,
      case when st.stage = 'rejected' then 'Perfil não compatível com a vaga' end
    from generate_series(1, ${applicants}) g join students s on s.ra = 'P' || g
    cross join lateral (select ${STAGE_OF} as stage) st`,
    [],
  );
  await run.query('analyze', []);
  return job.id;
};
