import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, companies, courses, jobs, students, users } from '../../db/schema/index.ts';

export type StudentProfileValues = Partial<
  Omit<typeof students.$inferInsert, 'id' | 'id_user' | 'ra' | 'created_at' | 'updated_at'>
>;

export const createStudentsRepository = (db: Db) => ({
  /** The student with their account and course; deleted or inactive accounts are still returned, the service decides. */
  async findById(id: number) {
    const [row] = await db
      .select({
        student: students,
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          is_active: users.is_active,
          deleted_at: users.deleted_at,
        },
        course: { id: courses.id, name: courses.name, id_knowledge_area: courses.id_knowledge_area },
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.id_user))
      .leftJoin(courses, eq(courses.id, students.id_course))
      .where(eq(students.id, id))
      .limit(1);
    return row;
  },

  /** Whether the student applied to a job of one of the representative's companies. */
  async appliedToRepresentative(studentId: number, representativeId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(and(eq(applications.student_id, studentId), eq(companies.user_id, representativeId)))
      .limit(1);
    return Boolean(row);
  },

  async update(id: number, values: StudentProfileValues): Promise<void> {
    await db
      .update(students)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(students.id, id));
  },
});

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
export type StudentRow = NonNullable<Awaited<ReturnType<StudentsRepository['findById']>>>;
