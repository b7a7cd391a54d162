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

/**
 * Candidates: the newest open jobs of the course's and the liked areas, of the resume's skills and
 * roles, and of the student's city; then each scored with what it shares with the student. Jobs the
 * student applied to are left out. $1 student, $2 today, $3 areas, $4 liked areas, $5/$6 skills'
 * names and queries, $7/$8 roles' names and queries, $9 state, $10 city.
 */
const RECOMMENDED = `with open_jobs as (select j.* from jobs j where j.status = 1 and (j.closes_at is null or j.closes_at >= $2::date)
    and not exists (select 1 from applications a where a.job_id = j.id and a.student_id = $1)),
  cand as (
    (select id from open_jobs where knowledge_areas_id = any($3::int[] || $4::int[]) order by created_at desc limit ${PER_SIGNAL})
    union (select id from open_jobs where search_document @@ to_tsquery('portuguese', array_to_string($6::text[] || $8::text[], ' | '))
      order by created_at desc limit ${PER_SIGNAL})
    union (select id from open_jobs where state = $9 and search_city = public.immutable_unaccent(lower($10)) order by created_at desc limit ${PER_SIGNAL}))
  select j.id, j.created_at,
    coalesce(j.knowledge_areas_id = any($3::int[]), false) as course_area,
    coalesce(j.knowledge_areas_id = any($4::int[]), false) as liked_area,
    (j.state = $9 and j.search_city = public.immutable_unaccent(lower($10))) is true as same_city,
    (j.state = $9) is true as same_state,
    array(select u.n from unnest($5::text[], $6::text[]) u(n, q) where j.search_document @@ to_tsquery('portuguese', u.q)) as skills,
    array(select u.n from unnest($7::text[], $8::text[]) u(n, q) where j.search_document @@ to_tsquery('portuguese', u.q)) as roles
  from cand join jobs j on j.id = cand.id`;

export const createRecommendationsRepository = (run: SqlRunner) => ({
  async profile(studentId: number): Promise<StudentProfile | undefined> {
    const [row] = await run.query<StudentProfile>(PROFILE, [studentId]);
    return row;
  },

  candidates: (
    studentId: number,
    today: string,
    p: StudentProfile,
    skills: { names: string[]; queries: string[] },
    roles: { names: string[]; queries: string[] },
  ): Promise<Array<Recommendation & { created_at: Date | string }>> =>
    run.query(RECOMMENDED, [
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
    ]),
});

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
