// Students and alerts for the alerts benchmark: realistic saved searches (the search's own words,
// states and cities, some partial words and accents), with the search terms worked out by the
// search's own `alertCriteria`, and a day's worth of new jobs.
import { SqlParams, type SqlRunner } from '../../apps/api/src/db/sql-runner.ts';
import { alertCriteria } from '../../apps/api/src/modules/student-jobs/student-jobs.sql.ts';
import { titleTerms } from '../../apps/api/src/modules/student-jobs/search-terms.ts';

type Criteria = { title: string | null; state: string | null; city: string | null };

const TITLES = [
  'analista',
  'desenvolvedor',
  'dados',
  'programação',
  'programacao',
  'desenvolv',
  'estágio',
  'marketing digital',
  'recursos humanos',
  'engenheiro civil',
  'suporte técnico',
  'oceanografia',
  'logística',
  'front-end',
  'segurança da informação',
  'enfermagem',
  'trainee',
  'contabilidade',
];
const PLACES: Array<[state: string | null, city: string | null]> = [
  [null, null],
  ['SP', null],
  ['SP', 'campinas'],
  [null, 'são paulo'],
  ['RJ', null],
  ['MG', 'belo horizonte'],
  ['PR', null],
  ['Ceará', 'fortaleza'],
  ['PI', 'teresina'],
  ['RS', 'porto alegre'],
  [null, 'recife'],
  ['BA', null],
];

/** Every title with every place, plus place-only alerts: a few hundred distinct searches. */
export const alertCombos = (): Criteria[] => [
  ...TITLES.flatMap((title) => PLACES.map(([state, city]) => ({ title, state, city }))),
  ...PLACES.filter(([s, c]) => s || c).map(([state, city]) => ({ title: null, state, city })),
];

/**
 * `students` students (with their users), and `perStudent` alerts each, made two days ago, spread
 * over instant/daily/weekly. Returns the number of alerts.
 */
export const seedAlerts = async (run: SqlRunner, students: number, perStudent: number): Promise<number> => {
  await run.query(
    `insert into users (name, email, password_hash, role_id)
      select 'Aluno Bench ' || g, 'aluno' || g || '@bench.edu.br', 'x', 3 from generate_series(1, $1::int) g`,
    [students],
  );
  await run.query(
    `insert into students (id_user, ra, id_course)
      select u.id, 'B' || u.id, (select min(id) from courses) from users u where u.email like 'aluno%@bench.edu.br'`,
    [],
  );
  await run.query(
    `create temporary table bench_combos (k int primary key, title text, state text, city text,
      title_prefix tsquery, title_whole tsquery, title_like text, city_like text)`,
    [],
  );
  const combos = alertCombos();
  for (const [k, c] of combos.entries()) {
    const p = new SqlParams();
    const t = alertCriteria(p, c, c.title ? titleTerms(c.title) : null);
    await run.query(
      `insert into bench_combos values (${p.add(k)}, ${p.add(c.title)}, ${p.add(c.state)}, ${p.add(c.city)},
        ${t.title_prefix}, ${t.title_whole}, ${t.title_like}, ${t.city_like})`,
      p.values,
    );
  }
  const [row] = await run.query<{ n: number }>(
    `with ins as (
      insert into job_alerts (student_id, name, title, state, city, frequency, title_prefix, title_whole, title_like,
        city_like, unsubscribe_key, created_at)
      select s.id, 'Alerta ' || n, c.title, c.state, c.city,
        (array['instant', 'daily', 'daily', 'weekly'])[1 + (s.id + n) % 4],
        c.title_prefix, c.title_whole, c.title_like, c.city_like, md5(s.id || '-' || n), now() - interval '2 days'
      from students s cross join generate_series(1, $1::int) n
      join bench_combos c on c.k = (s.id * 7919 + n * 104729) % $2::int
      where s.ra like 'B%'
      returning 1)
    select count(*)::int as n from ins`,
    [perStudent, combos.length],
  );
  await run.query(`analyze job_alerts`, []);
  return row!.n;
};

/**
 * Moves the seeded jobs out of the last day, then dates the `jobs` newest ones across it: the
 * jobs "opened in a day" that a digest run matches.
 */
export const openTodaysJobs = async (run: SqlRunner, jobs: number): Promise<void> => {
  await run.query(
    `update jobs set created_at = created_at - interval '1 day' where created_at > now() - interval '1 day'`,
    [],
  );
  await run.query(
    `update jobs set created_at = now() - ((id % 1380) || ' minutes')::interval, status = 1
      where id in (select id from jobs order by id desc limit $1)`,
    [jobs],
  );
  await run.query(`analyze jobs`, []);
};
