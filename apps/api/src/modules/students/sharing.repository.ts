import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';

/** The shared resume's key and e-mail choice on the student's row. */
export const createSharingRepository = (db: Db) => ({
  async set(studentId: number, values: { share_key?: string | null; share_email?: boolean }): Promise<void> {
    await db
      .update(students)
      .set({ ...values, updated_at: new Date() })
      .where(eq(students.id, studentId));
  },
});

export type SharingRepository = ReturnType<typeof createSharingRepository>;
