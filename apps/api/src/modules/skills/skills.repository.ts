import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skills } from '../../db/schema/index.ts';
import { takenElsewhere } from '../../db/taken-elsewhere.ts';

export type SkillRow = typeof skills.$inferSelect;

export const createSkillsRepository = (db: Db) => ({
  async listByStudent(studentId: number): Promise<SkillRow[]> {
    return db.select().from(skills).where(eq(skills.student_id, studentId)).orderBy(asc(skills.id));
  },
  async findById(id: number): Promise<SkillRow | undefined> {
    const [row] = await db.select().from(skills).where(eq(skills.id, id)).limit(1);
    return row;
  },
  /** Case-insensitive: 'SQL' and 'sql' are the same skill. */
  nameTaken: (studentId: number, name: string, exceptId?: number) =>
    takenElsewhere(
      db,
      skills,
      skills.id,
      and(eq(skills.student_id, studentId), sql`lower(${skills.name}) = lower(${name})`)!,
      exceptId,
    ),
  async insert(studentId: number, name: string): Promise<SkillRow> {
    const [row] = await db.insert(skills).values({ student_id: studentId, name }).returning();
    return row!;
  },
  async update(id: number, name: string): Promise<SkillRow> {
    const [row] = await db
      .update(skills)
      .set({ name, updated_at: sql`now()` })
      .where(eq(skills.id, id))
      .returning();
    return row!;
  },
  async remove(id: number): Promise<void> {
    await db.delete(skills).where(eq(skills.id, id));
  },
});

export type SkillsRepository = ReturnType<typeof createSkillsRepository>;
