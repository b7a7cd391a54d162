import { randomUUID } from 'node:crypto';
import {
  applicationMessages,
  messages,
  pipelineMessages,
  ROLE_ID,
  studentMessages,
  type HistoryEntry,
  type InterviewInput,
  type MovableStage,
  type Stage,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import {
  forbidden,
  isAdmin,
  isInactiveRepresentative,
  isRepresentative,
  isStudent,
  notYours,
} from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { ByRole, HistoryInsert, IcsMethod, PipelineRepository, StageUpdate } from './pipeline.repository.ts';

type Locked = Awaited<ReturnType<PipelineRepository['lockForMove']>>[number];

export interface MoveRequest {
  stage: MovableStage;
  reason?: string;
  message?: string;
  interview?: InterviewInput;
}

interface Change {
  row: Locked;
  historyId: number;
  mail: boolean;
}

export const STAGE_MAIL_JOB = 'stage-mail';

const roleOf = (actor: AuthUser): ByRole => (isAdmin(actor) ? 'admin' : isStudent(actor) ? 'student' : 'company');

/** Where a move leaves the row, and the calendar message it owes (docs/decisions/011-hiring-pipeline.md). */
const plan = (row: Locked, req: MoveRequest, now: Date): { update: StageUpdate; ics: IcsMethod | null } | null => {
  const keep = {
    interview_starts_at: row.interview_starts_at,
    interview_duration_minutes: row.interview_duration_minutes,
    interview_location: row.interview_location,
  };
  const rejection =
    req.stage === 'rejected'
      ? { rejection_reason: req.reason || null, rejection_message: req.message || null }
      : { rejection_reason: null, rejection_message: null };
  const base = {
    stage: req.stage as Stage,
    ics_sequence: row.ics_sequence,
    ics_uid: row.ics_uid,
    ...keep,
    ...rejection,
  };
  if (req.stage === 'interview' && req.interview) {
    const i = req.interview;
    const known = row.ics_uid !== null;
    const update = {
      ...base,
      interview_starts_at: new Date(i.starts_at),
      interview_duration_minutes: i.duration_minutes,
      interview_location: i.location,
      ics_uid: row.ics_uid ?? `${randomUUID()}@portal-de-oportunidades`,
      ics_sequence: known ? row.ics_sequence + 1 : 0,
    };
    return { update, ics: 'REQUEST' };
  }
  if (req.stage === row.stage) return null;
  if (req.stage === 'interview') throw AppError.validation('interview', pipelineMessages.interviewRequired, 'required');
  // Leaving the interview stage before the interview happened cancels it in the calendar (the
  // details stay on the row for the cancellation; the API shows them only in the interview stage).
  if (row.stage === 'interview' && row.interview_starts_at && row.interview_starts_at > now) {
    return { update: { ...base, ics_sequence: row.ics_sequence + 1 }, ics: 'CANCEL' };
  }
  return { update: base, ics: null };
};

export const createPipelineService = (deps: {
  repo: PipelineRepository;
  audit: AuditService;
  queue?: JobQueue;
  /** Without a queue (tools, most API tests) the e-mail of a change is sent right after commit. */
  deliver: (historyId: number) => Promise<void>;
  log: { error(o: object, m: string): void };
}) => {
  const { repo } = deps;

  const assertStaffActive = (actor: AuthUser) => {
    if (isStudent(actor)) throw forbidden();
    if (isInactiveRepresentative(actor)) throw new AppError('FORBIDDEN', messages.session.inactiveJobs);
  };

  /** After commit: wake the local worker (or send directly), then the audit entries. */
  const afterCommit = async (
    actor: AuthUser,
    changes: Change[],
    from: Map<number, Stage>,
    to: Stage,
    origin?: RequestOrigin,
  ) => {
    if (deps.queue) deps.queue.wake(STAGE_MAIL_JOB);
    else {
      for (const c of changes.filter((x) => x.mail)) {
        await deps
          .deliver(c.historyId)
          .catch((err: unknown) =>
            deps.log.error({ err: (err as Error).message, history: c.historyId }, 'stage e-mail not sent'),
          );
      }
    }
    for (const c of changes) {
      await deps.audit.record({
        action: 'application.stage_changed',
        actor,
        origin,
        target: { type: 'application', id: c.row.id, label: c.row.title },
        details: { job_id: c.row.job_id, student_id: c.row.student_id, from: from.get(c.row.id), to },
      });
    }
  };

  /** Moves every id or none: one transaction, rows locked, one history row and one e-mail each. */
  const move = async (actor: AuthUser, ids: number[], req: MoveRequest, origin?: RequestOrigin): Promise<number> => {
    assertStaffActive(actor);
    const unique = [...new Set(ids)];
    await deps.queue?.ready();
    const from = new Map<number, Stage>();
    const changes = await repo.transaction(async (tx, executor) => {
      const rows = await tx.lockForMove(unique);
      const mine = rows.filter((r) => isAdmin(actor) || r.owner_id === actor.id);
      if (mine.length !== unique.length) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      if (rows.some((r) => r.stage === 'withdrawn')) throw new AppError('CONFLICT', pipelineMessages.withdrawn);
      const now = new Date();
      const done: Change[] = [];
      for (const row of rows) {
        const next = plan(row, req, now);
        if (!next) continue;
        from.set(row.id, row.stage as Stage);
        await tx.update(row.id, next.update);
        const mail = next.ics !== null || row.stage_emails;
        const entry: HistoryInsert = {
          application_id: row.id,
          stage: req.stage,
          by_role: roleOf(actor),
          by_user_id: actor.id,
          reason: req.reason || null,
          message: req.message || null,
          ics_method: next.ics,
          ics_sequence: next.ics ? next.update.ics_sequence : null,
        };
        const historyId = await tx.insertHistory(entry);
        // In the same transaction: the job exists only if the move commits, so it is sent after commit.
        if (mail && deps.queue)
          await deps.queue.sendWithin(
            executor,
            STAGE_MAIL_JOB,
            { history_id: historyId },
            { singletonKey: `history-${historyId}` },
          );
        done.push({ row, historyId, mail });
      }
      return done;
    });
    await afterCommit(actor, changes, from, req.stage, origin);
    return changes.length;
  };

  /**
   * As `move` decides: someone else's application, or an unknown one, is not found; that comes
   * before the inactive representative's 403, so the 403 tells nothing of the ids either.
   */
  const authorizeMove = async (actor: AuthUser, ids: number[]): Promise<void> => {
    if (isStudent(actor)) throw forbidden();
    const unique = [...new Set(ids)];
    if (unique.length && !isAdmin(actor)) {
      const rows = await repo.owners(unique);
      if (rows.length !== unique.length || rows.some((r) => r.owner_id !== actor.id))
        throw notYours(applicationMessages.notFound);
    }
    assertStaffActive(actor);
  };

  const authorizeHistory = async (actor: AuthUser, id: number) => {
    const parties = await repo.parties(id);
    if (!parties) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    if (isStudent(actor) && parties.student_user_id !== actor.id) throw notYours(applicationMessages.notFound);
    if (isRepresentative(actor) && parties.owner_id !== actor.id) throw notYours(applicationMessages.notFound);
  };

  const authorizeStudent = async (actor: AuthUser, studentId: number) => {
    if (actor.student_id !== studentId) throw notYours(studentMessages.notFound);
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorizeMove,
    authorizeHistory,
    authorizeStudent,

    move,

    async moveOne(actor: AuthUser, id: number, req: MoveRequest, origin?: RequestOrigin): Promise<void> {
      await move(actor, [id], req, origin);
    },

    /** `PUT /hired` (docs/spec/07-api.md): hired <-> 'Em análise', through the same move. */
    async toggleHired(actor: AuthUser, id: number, hired: boolean, origin?: RequestOrigin): Promise<void> {
      await move(actor, [id], { stage: hired ? 'in_review' : 'hired' }, origin);
    },

    /** The student withdraws: the row stays (withdrawn) for the company's board and the history. */
    async withdraw(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      const changes = await repo.transaction(async (tx) => {
        const [row] = await tx.lockForMove([id]);
        if (!row || row.stage === 'withdrawn') throw new AppError('NOT_FOUND', applicationMessages.notFound);
        const keep = {
          interview_starts_at: row.interview_starts_at,
          interview_duration_minutes: row.interview_duration_minutes,
          interview_location: row.interview_location,
        };
        await tx.update(id, {
          stage: 'withdrawn',
          ics_sequence: row.ics_sequence,
          ics_uid: row.ics_uid,
          ...keep,
          rejection_reason: null,
          rejection_message: null,
        });
        const historyId = await tx.insertHistory({
          application_id: id,
          stage: 'withdrawn',
          by_role: 'student',
          by_user_id: actor.id,
        });
        return [{ row, historyId, mail: false }];
      });
      await afterCommit(actor, changes, new Map([[id, changes[0]!.row.stage as Stage]]), 'withdrawn', origin);
    },

    /** Applying again after withdrawing reopens the same row; null when there is none to reopen. */
    async reapply(actor: AuthUser, jobId: number, studentId: number): Promise<number | null> {
      return repo.transaction(async (tx) => {
        const id = await tx.reopenWithdrawn(jobId, studentId);
        if (id !== null)
          await tx.insertHistory({ application_id: id, stage: 'received', by_role: 'student', by_user_id: actor.id });
        return id;
      });
    },

    async history(actor: AuthUser, id: number): Promise<HistoryEntry[]> {
      await authorizeHistory(actor, id);
      const rows = await repo.history(id);
      return rows.map((r) => ({
        stage: r.stage as Stage,
        at: r.at.toISOString(),
        by: r.by_role as ByRole,
        reason: r.reason,
      }));
    },

    async stageEmails(actor: AuthUser, studentId: number): Promise<boolean> {
      await authorizeStudent(actor, studentId);
      return (await repo.stageEmails(studentId)) ?? true;
    },

    async setStageEmails(actor: AuthUser, studentId: number, enabled: boolean): Promise<boolean> {
      await authorizeStudent(actor, studentId);
      await repo.setStageEmails(studentId, enabled);
      return enabled;
    },

    /** 'Currículo visualizado': a representative opened the student's resume (for one job, if named). */
    async resumeViewed(actor: AuthUser, studentId: number, jobId?: number): Promise<void> {
      if (actor.role_id !== ROLE_ID.representative) return;
      await repo.markResumeViewed(studentId, actor.id, jobId);
    },
  };
};

export type PipelineService = ReturnType<typeof createPipelineService>;
