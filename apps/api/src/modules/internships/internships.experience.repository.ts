import type { SqlRunner } from '../../db/sql-runner.ts';

export interface ExperienceRow {
  id: number;
  student_id: number;
  company_name: string;
  city: string;
  state: string;
  department: string;
  role: string;
  description: string;
  started: string;
  finished: string | null;
  visible: number;
}

const COLUMNS = `id, student_id, company_name, city, state, department, role, description,
  started::text as started, finished::text as finished, visible`;

/** The resume experience of a completed internship: one per internship (a unique index). */
export const createExperienceRepository = (run: SqlRunner) => ({
  /**
   * Makes it from the internship (company, city of the job it came from, period, activities);
   * nothing when it already exists. Answers the experience and whether this call made it.
   */
  async fromInternship(id: number, role: string): Promise<{ row: ExperienceRow; created: boolean }> {
    const made = await run.query<ExperienceRow>(
      `insert into professional_experiences
         (company_name, city, state, department, role, description, started, finished, student_id, visible, internships_id)
       select c.name, coalesce(j.city, ''), coalesce(j.state, ''), c.area, $2,
           coalesce(nullif(i.activities_summary, ''), array_to_string(array(select jsonb_array_elements_text(i.activities)), '; ')),
           i.starts_on, coalesce(i.ended_on, i.ends_on), i.students_id, 1, i.id
         from internships i join companies c on c.id = i.companies_id
         left join applications a on a.id = i.application_id left join jobs j on j.id = a.job_id
         where i.id = $1
       on conflict (internships_id) do nothing
       returning ${COLUMNS}`,
      [id, role],
    );
    if (made[0]) return { row: made[0], created: true };
    const [row] = await run.query<ExperienceRow>(
      `select ${COLUMNS} from professional_experiences where internships_id = $1`,
      [id],
    );
    return { row: row!, created: false };
  },
});
export type ExperienceRepository = ReturnType<typeof createExperienceRepository>;
