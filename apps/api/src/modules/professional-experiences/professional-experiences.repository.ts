import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionalExperiences } from '../../db/schema/index.ts';

export type ExperienceValues = Omit<typeof professionalExperiences.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type ExperienceRow = typeof professionalExperiences.$inferSelect;

export const createProfessionalExperiencesRepository = (db: Db) => ({
  /** Newest first, as a resume reads. */
  async listByStudent(studentId: number, onlyVisible: boolean): Promise<ExperienceRow[]> {
    return db
      .select()
      .from(professionalExperiences)
      .where(
        and(
          eq(professionalExperiences.student_id, studentId),
          onlyVisible ? eq(professionalExperiences.visible, 1) : undefined,
        ),
      )
      .orderBy(desc(professionalExperiences.started), asc(professionalExperiences.id));
  },
  async findById(id: number): Promise<ExperienceRow | undefined> {
    const [row] = await db.select().from(professionalExperiences).where(eq(professionalExperiences.id, id)).limit(1);
    return row;
  },
  async insert(values: ExperienceValues): Promise<ExperienceRow> {
    const [row] = await db.insert(professionalExperiences).values(values).returning();
    return row!;
  },
  async update(id: number, values: Partial<ExperienceValues>): Promise<ExperienceRow> {
    const [row] = await db
      .update(professionalExperiences)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(professionalExperiences.id, id))
      .returning();
    return row!;
  },
  async remove(id: number): Promise<void> {
    await db.delete(professionalExperiences).where(eq(professionalExperiences.id, id));
  },
});

export type ProfessionalExperiencesRepository = ReturnType<typeof createProfessionalExperiencesRepository>;
