import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { complementaryActivities, students } from '../../db/schema/index.ts';

export type ComplementaryValues = {
  student_id: number;
  descricao: string;
  carga_horaria_aproveitada: number;
  carga_horaria_maxima: number;
};

export const createComplementaryActivitiesRepository = (db: Db) => ({
  async listByStudent(studentId: number) {
    return db
      .select({
        descricao: complementaryActivities.descricao,
        carga_horaria_aproveitada: complementaryActivities.carga_horaria_aproveitada,
        carga_horaria_maxima: complementaryActivities.carga_horaria_maxima,
      })
      .from(complementaryActivities)
      .where(eq(complementaryActivities.student_id, studentId))
      .orderBy(asc(complementaryActivities.descricao));
  },

  async studentIdsByRa(ras: string[]): Promise<Map<string, number>> {
    if (!ras.length) return new Map();
    const rows = await db.select({ id: students.id, ra: students.ra }).from(students).where(inArray(students.ra, ras));
    return new Map(rows.map((r) => [r.ra, r.id]));
  },

  /** Insert or replace each (student, modality) in one transaction. */
  async upsert(rows: ComplementaryValues[]): Promise<void> {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insert(complementaryActivities)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [complementaryActivities.student_id, complementaryActivities.descricao],
            set: {
              carga_horaria_aproveitada: sql`excluded.carga_horaria_aproveitada`,
              carga_horaria_maxima: sql`excluded.carga_horaria_maxima`,
              updated_at: sql`now()`,
            },
          });
      }
    });
  },
});

export type ComplementaryActivitiesRepository = ReturnType<typeof createComplementaryActivitiesRepository>;
