import type { SqlRunner } from '../../db/sql-runner.ts';

/** What the recommendations know of a student (docs/decisions/020-search-relevance.md#vagas-para-voce). */
export interface StudentProfile {
  city: string | null;
  state: string | null;
  course: string | null;
  area_id: number | null;
  skills: string[];
  roles: string[];
  /** Areas of the jobs the student bookmarked or applied to. */
  liked_areas: number[];
}

export interface Recommendation {
  id: number;
  course_area: boolean;
  liked_area: boolean;
  same_city: boolean;
  same_state: boolean;
  skills: string[];
  roles: string[];
}

/** The newest open jobs per signal that are looked at; the rest never outrank them by much. */
const PER_SIGNAL = 200;

const PROFILE = `select s.city, s.state, c.name as course, c.id_knowledge_area as area_id,
    array(select k.name from skills k where k.student_id = s.id order by k.id) as skills,
    array(select e.role from professional_experiences e where e.student_id = s.id and e.visible = 1 order by e.started desc) as roles,
    array(select distinct j.knowledge_areas_id from jobs j where j.knowledge_areas_id is not null and j.id in (
      select b.job_id from bookmarks b where b.student_id = s.id
      union select a.job_id from applications a where a.student_id = s.id)) as liked_areas
  from students s left join courses c on c.id = s.id_course where s.id = $1`;

/** Open now and not applied to by the student ($1): what a candidate must be. */
const OPEN_NOT_APPLIED = `j.status = 1 and (j.closes_at is null or j.closes_at >= $2::date)
  and not exists (select 1 from applications a where a.job_id = j.id and a.student_id = $1)`;

/**
 * Candidates: the newest open jobs of each of the course's and the liked areas, of the resume's
 * skills and roles, and of the student's city; then each scored with what it shares with the
 * student. Jobs the student applied to are left out. Each signal is its own index walk newest
 * first that stops at ${PER_SIGNAL} (an area at a time on jobs_open_area_created_idx, the city on
 * jobs_open_city_created_idx), and the scored rows are read by id (docs/decisions/020-search-relevance.md#vagas-para-voce).
 * $1 student, $2 today, $3 areas, $4 liked areas, $5/$6 skills' names and queries, $7/$8 roles'
 * names and queries, $9 state, $10 city.
 */
const RECOMMENDED = `with cand as materialized (
    (select c.id from unnest($3::int[] || $4::int[]) area(id) cross join lateral (
        select j.id, j.created_at from jobs j where j.knowledge_areas_id = area.id and ${OPEN_NOT_APPLIED}
        order by j.created_at desc limit ${PER_SIGNAL}) c
      order by c.created_at desc limit ${PER_SIGNAL})
    union (select j.id from jobs j where $6::text[] || $8::text[] <> '{}'
      and j.search_document @@ to_tsquery('portuguese', array_to_string($6::text[] || $8::text[], ' | ')) and ${OPEN_NOT_APPLIED}
      order by j.created_at desc limit ${PER_SIGNAL})
    union (select j.id from jobs j where j.state = $9 and j.search_city = public.immutable_unaccent(lower($10)) and ${OPEN_NOT_APPLIED}
      order by j.created_at desc limit ${PER_SIGNAL})),
  skill as materialized (select u.n, to_tsquery('portuguese', u.q) as q from unnest($5::text[], $6::text[]) u(n, q)),
  role as materialized (select u.n, to_tsquery('portuguese', u.q) as q from unnest($7::text[], $8::text[]) u(n, q))
  select j.id, j.created_at,
    coalesce(j.knowledge_areas_id = any($3::int[]), false) as course_area,
    coalesce(j.knowledge_areas_id = any($4::int[]), false) as liked_area,
    (j.state = $9 and j.search_city = public.immutable_unaccent(lower($10))) is true as same_city,
    (j.state = $9) is true as same_state,
    array(select skill.n from skill where j.search_document @@ skill.q) as skills,
    array(select role.n from role where j.search_document @@ role.q) as roles
  from jobs j where j.id = any(array(select id from cand))`;

export const createRecommendationsRepository = (run: SqlRunner) => ({
  async profile(studentId: number): Promise<StudentProfile | undefined> {
    const [row] = await run.query<StudentProfile>(PROFILE, [studentId], 'student_job_profile');
    return row;
  },

  candidates: (
    studentId: number,
    today: string,
    p: StudentProfile,
    skills: { names: string[]; queries: string[] },
    roles: { names: string[]; queries: string[] },
  ): Promise<Array<Recommendation & { created_at: Date | string }>> =>
    run.query(
      RECOMMENDED,
      [
        studentId,
        today,
        p.area_id === null ? [] : [p.area_id],
        p.liked_areas,
        skills.names,
        skills.queries,
        roles.names,
        roles.queries,
        p.state,
        p.city ?? '',
      ],
      'student_job_recommendations',
    ),
});

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
