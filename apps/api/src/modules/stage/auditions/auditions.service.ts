import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_INTERVIEW,
  ACTIVITY_VIDEO_CV,
  BIOMETRIC_PHOTOS_REQUIRED,
  JOB_STATUS,
  MAX_RECOGNITIONS_PER_AUDITION,
  PROFESSIONAL_PROJECT_ID,
  stageMessages,
  type Audition,
  type Delivery,
  type Emotion,
  type TranscriptSegment,
} from '@portal/contracts';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { pageOffset, paginationMeta } from '../../../lib/pagination.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { AuditService, RequestOrigin } from '../../audit/audit.service.ts';
import { isAdmin, notYours } from '../../../lib/access.ts';
import type { AuthUser } from '../../../lib/access.ts';
import type { FilesService } from '../../files/files.service.ts';
import type { SubmissionHooks } from '../stage-hooks.ts';
import { assertSelf, assertStageKey } from '../stage-keys.ts';
import { saveDirectUpload } from '../uploads/direct-upload-check.ts';
import type { AuditionJoined, AuditionsRepository, RecognitionRow } from './auditions.repository.ts';

type Include = { recognition?: boolean; transcription?: boolean; user?: boolean };
type ListQuery = Include & {
  user_id?: number;
  activity_id?: number;
  project_id?: number;
  code?: string;
  student?: string;
  ra?: string;
  submitted?: boolean;
  from?: string;
  to?: string;
  page: number;
  limit: number;
};
type Sentiment = NonNullable<Audition['comprehend_sentiment']>;
const states = z.enum(['IDLE', 'PENDING', 'DONE', 'FAILED']);

/** Submissions of the professional stage: a student reaches only their own; admins read every one. */
export const createAuditionsService = (deps: {
  repo: AuditionsRepository;
  files: FilesService;
  storage: Storage;
  hooks: SubmissionHooks;
  audit: AuditService;
  /** The student's face-analysis choice (stage/preferences). */
  faceAnalysis: (userId: number) => Promise<boolean>;
}) => {
  const { repo, files } = deps;

  const toRecognition = (r: RecognitionRow) => ({
    id: r.id,
    audition_id: r.audition_id,
    file_key: r.file_key,
    file_url: files.url(r.file_key),
    recognition_feedback: r.recognition_feedback,
    similarity: r.similarity,
    emotion: r.emotion as Emotion,
    emotion_confidence: r.emotion_confidence,
    created_at: r.created_at.toISOString(),
  });

  const toAudition = (
    row: AuditionJoined,
    viewer: AuthUser,
    include: Include & { delivery?: boolean },
    frames: RecognitionRow[] = [],
  ): Audition => {
    const a = row.audition;
    const hasAnalysis = a.transcript !== null || a.gpt_feedback !== null || a.comprehend_feedback !== null;
    return {
      id: a.id,
      code: a.code,
      user_id: a.user_id,
      project_id: a.project_id,
      activity_id: a.activity_id,
      activity: row.activity,
      job_id: a.job_id,
      job: row.job?.id ? { id: row.job.id, title: row.job.title ?? '', company: row.job.company ?? '' } : null,
      ...(include.user && { user: row.user }),
      file_key: a.file_key,
      file_url: files.url(a.file_key),
      published: a.published,
      submitted_at: a.submitted_at?.toISOString() ?? null,
      analysis_state: states.safeParse(a.analysis_state).data ?? null,
      analysis_reason: a.analysis_reason,
      gpt_avg: a.gpt_avg,
      gpt_feedback: a.gpt_feedback,
      comprehend_sentiment: (a.comprehend_sentiment as Sentiment | null) ?? null,
      comprehend_feedback: a.comprehend_feedback,
      dominant_emotion: (a.dominant_emotion as Emotion | null) ?? null,
      dominant_emotion_confidence: a.dominant_emotion_confidence,
      face_analysis: a.face_analysis,
      has_captions: Array.isArray(a.transcript_segments) && a.transcript_segments.length > 0,
      ...(include.delivery && { delivery: (a.delivery as Delivery | null) ?? null }),
      ...(include.recognition && { recognition: frames.filter((f) => f.audition_id === a.id).map(toRecognition) }),
      // The transcription text is for administrators (docs/spec/13-open-behaviours.md#transcription); the feedback is the student's.
      ...(include.transcription && {
        transcription: hasAnalysis
          ? [
              {
                transcription: isAdmin(viewer) ? a.transcript : null,
                gpt_feedback: a.gpt_feedback,
                comprehend_sentiment: (a.comprehend_sentiment as Sentiment | null) ?? null,
                comprehend_feedback: a.comprehend_feedback,
              },
            ]
          : [],
      }),
      created_at: a.created_at.toISOString(),
      updated_at: a.updated_at.toISOString(),
    };
  };

  /** The audition if the actor may see it: its student, or an admin. Anyone else learns nothing. */
  const visible = async (actor: AuthUser, id: number): Promise<AuditionJoined> => {
    const row = await repo.findById(id);
    if (!row || (row.audition.user_id !== actor.id && !isAdmin(actor)))
      throw new AppError('NOT_FOUND', stageMessages.auditionNotFound);
    return row;
  };
  const own = async (actor: AuthUser, id: number): Promise<AuditionJoined> => {
    const row = await repo.findById(id);
    if (!row || row.audition.user_id !== actor.id) throw new AppError('NOT_FOUND', stageMessages.auditionNotFound);
    return row;
  };

  /** What must hold before a video may be stored for an audition (checked again after the upload). */
  const assertCanSubmit = async (userId: number, row: AuditionJoined | undefined) => {
    if (!row || row.audition.user_id !== userId) throw new AppError('NOT_FOUND', stageMessages.auditionNotFound);
    if (row.audition.file_key) throw new AppError('CONFLICT', stageMessages.alreadySubmitted);
    // Without the face analysis no photo is needed (docs/decisions/022-accessibility-and-fair-feedback.md).
    if ((await deps.faceAnalysis(userId)) && (await repo.countBiometrics(userId)) < BIOMETRIC_PHOTOS_REQUIRED)
      throw new AppError('CONFLICT', stageMessages.biometricsRequired);
  };

  const detail = async (actor: AuthUser, row: AuditionJoined) =>
    toAudition(
      row,
      actor,
      { recognition: true, transcription: true, user: true, delivery: true },
      await repo.recognitionsOf([row.audition.id]),
    );

  return {
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorizeVisible: visible,
    authorizeOwn: own,
    authorizeSelf: async (actor: AuthUser, userId: number | undefined) => {
      if (userId !== undefined && userId !== actor.id) throw notYours();
    },

    async list(actor: AuthUser, q: ListQuery) {
      assertSelf(actor, q.user_id);
      const userId = isAdmin(actor) ? q.user_id : actor.id;
      const { total, rows } = await repo.list(
        {
          userId,
          activityId: q.activity_id,
          projectId: q.project_id,
          code: q.code,
          student: q.student,
          ra: q.ra,
          submitted: q.submitted,
          from: q.from,
          to: q.to,
        },
        q.limit,
        pageOffset(q.page, q.limit),
      );
      const frames = q.recognition ? await repo.recognitionsOf(rows.map((r) => r.audition.id)) : [];
      return { meta: paginationMeta(total, q.page, q.limit), data: rows.map((r) => toAudition(r, actor, q, frames)) };
    },

    async get(actor: AuthUser, id: number) {
      return detail(actor, await visible(actor, id));
    },

    async create(actor: AuthUser, input: { user_id?: number; activity_id: number; job_id?: number | null }) {
      if (input.user_id !== undefined && input.user_id !== actor.id) throw notYours();
      if (!(await repo.activityExists(input.activity_id)))
        throw new AppError('NOT_FOUND', stageMessages.activityNotFound);
      let jobId: number | null = null;
      if (input.activity_id === ACTIVITY_INTERVIEW) {
        if (!input.job_id || (await repo.jobStatus(input.job_id)) !== JOB_STATUS.open)
          throw AppError.validation('job_id', stageMessages.invalidJob, 'job');
        jobId = input.job_id;
      }
      const id = await repo.insert({
        code: randomUUID(),
        user_id: actor.id,
        activity_id: input.activity_id,
        job_id: jobId,
        project_id: PROFESSIONAL_PROJECT_ID,
      });
      return detail(actor, (await repo.findById(id))!);
    },

    /** For the upload-signing service: may this user send a video for this audition now? */
    async assertCanSubmit(userId: number, auditionId: number) {
      await assertCanSubmit(userId, await repo.findById(auditionId));
    },

    /**
     * Stores the submitted video (once), sets the analysis state to IDLE and tells the analysis
     * module. Repeating the same key is harmless and may still add a missing transcript.
     */
    async submit(
      userId: number,
      auditionId: number,
      fileKey: string,
      transcript?: string | null,
      segments?: TranscriptSegment[] | null,
    ) {
      assertStageKey(fileKey, userId, 'video');
      const row = await repo.findById(auditionId);
      const timed = segments?.length ? [...segments].sort((x, y) => x.start_ms - y.start_ms) : null;
      // Without a transcript, the timed phrases are one.
      const text = transcript?.trim() || timed?.map((p) => p.text).join(' ') || null;
      if (row && row.audition.user_id === userId && row.audition.file_key === fileKey) {
        if (text) await repo.setTranscriptIfMissing(auditionId, text, timed);
        return;
      }
      await assertCanSubmit(userId, row);
      const face = await deps.faceAnalysis(userId);
      await saveDirectUpload(deps.storage, fileKey, async (key) => {
        if (!(await deps.storage.exists(key)))
          throw AppError.validation('file_key', stageMessages.fileNotFound, 'exists');
        if (!(await repo.submit(auditionId, key, text, { face_analysis: face, segments: timed })))
          throw new AppError('CONFLICT', stageMessages.alreadySubmitted);
      });
      // Face analysis off: no frame is kept, even one sent before the choice changed.
      if (!face) for (const key of await repo.removeRecognitions(auditionId)) await files.remove(key);
      await deps.hooks.submitted(auditionId);
    },

    async update(
      actor: AuthUser,
      id: number,
      input: { file_key: string; transcript?: string | null; transcript_segments?: TranscriptSegment[] | null },
    ) {
      await own(actor, id);
      await this.submit(actor.id, id, input.file_key, input.transcript, input.transcript_segments);
      return detail(actor, (await repo.findById(id))!);
    },

    /** GET /auditions/{id}/publish flips the flag of a submitted video CV. */
    async togglePublish(actor: AuthUser, id: number) {
      const row = await own(actor, id);
      if (row.audition.activity_id !== ACTIVITY_VIDEO_CV) throw new AppError('CONFLICT', stageMessages.onlyVideoCv);
      if (!row.audition.file_key) throw new AppError('CONFLICT', stageMessages.videoRequired);
      await repo.setPublished(id, actor.id, !row.audition.published);
      return detail(actor, (await repo.findById(id))!);
    },

    /** The video is there to be watched; otherwise the spec's 'Feedback indisponível...'. */
    async check(actor: AuthUser, id: number) {
      const a = (await visible(actor, id)).audition;
      if (!a.file_key || !(await deps.storage.exists(a.file_key)))
        throw new AppError('NOT_FOUND', stageMessages.feedbackUnavailable);
      return {
        exists: true as const,
        file_key: a.file_key,
        file_url: files.url(a.file_key)!,
        analysis_state: states.safeParse(a.analysis_state).data ?? null,
      };
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin) {
      const { audition } = await visible(actor, id);
      for (const key of await repo.remove(id)) await files.remove(key);
      const details = { user_id: audition.user_id, activity_id: audition.activity_id };
      await deps.audit.record({ action: 'audition.deleted', actor, origin, target: { type: 'audition', id }, details });
    },

    async addRecognition(
      actor: AuthUser,
      input: {
        audition_id: number;
        file_key: string;
        recognition_feedback?: string | null;
        similarity?: number | null;
        emotion: Emotion;
        emotion_confidence: number;
      },
    ) {
      await own(actor, input.audition_id);
      assertStageKey(input.file_key, actor.id, 'image');
      if (!(await deps.faceAnalysis(actor.id))) throw new AppError('CONFLICT', stageMessages.faceAnalysisOff);
      if ((await repo.countRecognitions(input.audition_id)) >= MAX_RECOGNITIONS_PER_AUDITION)
        throw new AppError('CONFLICT', stageMessages.recognitionsFull);
      const row = await saveDirectUpload(deps.storage, input.file_key, async (key) => {
        if (!(await deps.storage.exists(key)))
          throw AppError.validation('file_key', stageMessages.fileNotFound, 'exists');
        return repo.insertRecognition({
          audition_id: input.audition_id,
          file_key: key,
          recognition_feedback: input.recognition_feedback ?? null,
          similarity: input.similarity ?? null,
          emotion: input.emotion,
          emotion_confidence: input.emotion_confidence,
        });
      });
      return toRecognition(row);
    },

    /** The video service: the published video CV of the student with this RA. */
    async publishedByRa(ra: string) {
      const row = await repo.publishedByRa(ra);
      if (!row?.file_key) return null;
      return {
        ra,
        audition_id: row.id,
        code: row.code,
        url: files.url(row.file_key)!,
        created_at: row.created_at.toISOString(),
        user_id: row.user_id,
      };
    },
  };
};

export type AuditionsService = ReturnType<typeof createAuditionsService>;
