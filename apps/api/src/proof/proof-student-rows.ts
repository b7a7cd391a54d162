// Throwaway rows a student owns (applications, bookmarks, alerts, resume entries, the shared
// resume's key), written straight in the database for the proofs.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema/index.ts';
import { signAlertToken } from '../lib/tokens.ts';
import { TEST_SECRET, type TestApp } from '../test/test-app.ts';

export interface StudentRowDeps {
  db: TestApp['database']['db'];
  ids: { ana: number; congresso: number };
  unique: (prefix: string) => string;
  freshJob: () => Promise<number>;
}

export const createStudentRowFactories = ({ db, ids, unique, freshJob }: StudentRowDeps) => {
  const { ana, congresso } = ids;
  const freshApplication = async (studentId: number) =>
    (
      await db
        .insert(schema.applications)
        .values({ job_id: await freshJob(), student_id: studentId })
        .returning()
    )[0]!.id;
  /** A job alert of a student (written straight in: the ten-alert limit would stop a long fuzz run). */
  const freshAlert = async (studentId: number) =>
    (
      await db
        .insert(schema.jobAlerts)
        .values({
          student_id: studentId,
          name: 'Alerta de teste',
          city: 'Teresina',
          city_like: '%teresina%',
          frequency: 'daily',
          unsubscribe_key: unique('k'),
        })
        .returning()
    )[0]!;
  /** The signed one-click unsubscribe token of a fresh alert of ana. */
  const freshAlertToken = async () => {
    const a = await freshAlert(ana);
    return signAlertToken(TEST_SECRET, a.id, a.unsubscribe_key);
  };
  const freshBookmark = async (studentId: number) =>
    (
      await db
        .insert(schema.bookmarks)
        .values({ job_id: await freshJob(), student_id: studentId })
        .returning()
    )[0]!.id;
  const freshSkill = async (studentId: number) =>
    (
      await db
        .insert(schema.skills)
        .values({ name: unique('Habilidade '), student_id: studentId })
        .returning()
    )[0]!.id;
  const freshExperience = async (studentId: number) =>
    (
      await db
        .insert(schema.professionalExperiences)
        .values({
          student_id: studentId,
          company_name: 'Empresa X',
          city: 'Santos',
          state: 'SP',
          department: 'TI',
          role: 'Estagiária',
          description: 'Descrição',
          started: '2022-01-01',
          finished: '2022-06-30',
        })
        .returning()
    )[0]!.id;
  const freshEvent = async (studentId: number) =>
    (
      await db
        .insert(schema.events)
        .values({
          student_id: studentId,
          id_event_type: congresso,
          title: 'Evento',
          sponsor: 'Organização',
          started: '2022-01-01',
          finished: '2022-01-02',
        })
        .returning()
    )[0]!.id;
  /** The key of ana's shared resume, sharing turned on when a request turned it off. */
  const anaShareKey = async (): Promise<string> => {
    const [row] = await db
      .select({ key: schema.students.share_key })
      .from(schema.students)
      .where(eq(schema.students.id, ana));
    if (row?.key) return row.key;
    const key = randomUUID().replaceAll('-', '');
    await db.update(schema.students).set({ share_key: key }).where(eq(schema.students.id, ana));
    return key;
  };

  return {
    freshApplication,
    freshBookmark,
    freshAlert,
    freshAlertToken,
    freshSkill,
    freshExperience,
    freshEvent,
    anaShareKey,
  };
};
