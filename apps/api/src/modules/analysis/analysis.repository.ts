import { and, asc, eq, inArray, isNotNull, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, auditions, biometrics, interviewScripts, recognitions, users } from '../../db/schema/index.ts';

export interface AnalysisWrite {
  transcript: string | null;
  transcription_source: 'browser' | 'asr' | null;
  gpt_avg: number | null;
  gpt_feedback: string;
  criteria: unknown;
  notes: string[];
  scorer: 'rubric' | 'llm';
  comprehend_sentiment: string;
  comprehend_feedback: string;
  face_summary: unknown;
  dominant_emotion: string | null;
  dominant_emotion_confidence: number | null;
  delivery: unknown;
  /** The ASR server's phrases, which replace the browser's. */
  transcript_segments?: unknown;
  frames: Array<{
    id: number;
    similarity: number | null;
    emotion: string;
    emotion_confidence: number;
    feedback: string;
  }>;
}

export const createAnalysisRepository = (db: Db) => ({
  /** Everything one analysis reads: the submission, its author, frames, photos and script. */
  async loadForAnalysis(id: number) {
    const [row] = await db
      .select({ audition: auditions, email: users.email, name: users.name, activity_title: activities.title })
      .from(auditions)
      .innerJoin(users, eq(users.id, auditions.user_id))
      .innerJoin(activities, eq(activities.id, auditions.activity_id))
      .where(eq(auditions.id, id));
    if (!row) return null;
    const [frames, photos, script] = await Promise.all([
      db
        .select({ id: recognitions.id, file_key: recognitions.file_key })
        .from(recognitions)
        .where(eq(recognitions.audition_id, id))
        .orderBy(asc(recognitions.id)),
      db
        .select({ file_key: biometrics.file_key })
        .from(biometrics)
        .where(eq(biometrics.user_id, row.audition.user_id))
        .orderBy(asc(biometrics.id)),
      row.audition.job_id
        ? db
            .select({ script: interviewScripts.script })
            .from(interviewScripts)
            .where(eq(interviewScripts.job_id, row.audition.job_id))
        : Promise.resolve([]),
    ]);
    return { ...row, frames, photos: photos.map((p) => p.file_key), script: script[0]?.script ?? null };
  },

  /** IDLE (or FAILED) with a video -> PENDING; answers false when there is nothing to queue. */
  async markPending(id: number): Promise<boolean> {
    const rows = await db
      .update(auditions)
      .set({ analysis_state: 'PENDING', analysis_reason: null, updated_at: new Date() })
      .where(
        and(
          eq(auditions.id, id),
          isNotNull(auditions.file_key),
          or(isNull(auditions.analysis_state), inArray(auditions.analysis_state, ['IDLE', 'FAILED', 'PENDING'])),
        ),
      )
      .returning({ id: auditions.id });
    return rows.length > 0;
  },

  async setReason(id: number, reason: string | null) {
    await db
      .update(auditions)
      .set({ analysis_reason: reason })
      .where(and(eq(auditions.id, id), eq(auditions.analysis_state, 'PENDING')));
  },

  /** PENDING -> FAILED; false when the audition was no longer waiting (deleted, or already done). */
  async markFailed(id: number, reason: string): Promise<boolean> {
    const rows = await db
      .update(auditions)
      .set({ analysis_state: 'FAILED', analysis_reason: reason, updated_at: new Date() })
      .where(and(eq(auditions.id, id), eq(auditions.analysis_state, 'PENDING')))
      .returning({ id: auditions.id });
    return rows.length > 0;
  },

  /**
   * Stores one result and moves PENDING -> DONE in one transaction. A second run of the same job
   * finds the audition DONE and changes nothing: the answer is false and no e-mail goes out.
   */
  async saveDone(id: number, w: AnalysisWrite): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(auditions)
        .set({
          analysis_state: 'DONE',
          analysis_reason: null,
          transcript: w.transcript,
          transcription_source: w.transcription_source,
          gpt_avg: w.gpt_avg,
          gpt_feedback: w.gpt_feedback,
          criteria: w.criteria,
          notes: w.notes,
          scorer: w.scorer,
          comprehend_sentiment: w.comprehend_sentiment,
          comprehend_feedback: w.comprehend_feedback,
          face_summary: w.face_summary,
          dominant_emotion: w.dominant_emotion,
          dominant_emotion_confidence: w.dominant_emotion_confidence,
          delivery: w.delivery,
          ...(w.transcript_segments !== undefined && { transcript_segments: w.transcript_segments }),
          analysed_at: new Date(),
          updated_at: new Date(),
        })
        .where(and(eq(auditions.id, id), eq(auditions.analysis_state, 'PENDING')))
        .returning({ id: auditions.id });
      if (rows.length === 0) return false;
      for (const f of w.frames) {
        await tx
          .update(recognitions)
          .set({
            similarity: f.similarity,
            emotion: f.emotion,
            emotion_confidence: f.emotion_confidence,
            recognition_feedback: f.feedback,
          })
          .where(and(eq(recognitions.id, f.id), eq(recognitions.audition_id, id)));
      }
      return true;
    });
  },

  /** Submissions waiting for analysis (re-queued at start-up: a job lost before it was queued). */
  async waiting(): Promise<number[]> {
    const rows = await db
      .select({ id: auditions.id })
      .from(auditions)
      .where(and(isNotNull(auditions.file_key), inArray(auditions.analysis_state, ['IDLE', 'PENDING'])));
    return rows.map((r) => r.id);
  },

  async findResult(id: number) {
    const [row] = await db.select().from(auditions).where(eq(auditions.id, id));
    return row ?? null;
  },
});

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
