import {
  applicationMessages,
  messages,
  STAGES,
  type Application,
  type Board,
  type Stage,
  type StudentApplication,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import { isAdmin, isStudent, isInactiveRepresentative, assertOwner, forbidden, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentJobsService } from '../student-jobs/student-jobs.service.ts';
import type { PipelineService } from '../pipeline/pipeline.service.ts';
import type { ApplicationFilter, ApplicationsRepository } from './applications.repository.ts';
import { outcomeMail } from './applications.mail.ts';

type Row = NonNullable<Awaited<ReturnType<ApplicationsRepository['findById']>>>;

const toApplication = (r: Row): Application => ({
  id: r.app.id,
  job_id: r.app.job_id,
  student_id: r.app.student_id,
  ra: r.student.ra,
  hired: r.app.hired,
  notified_at: r.app.notified_at?.toISOString() ?? null,
  created_at: r.app.created_at.toISOString(),
  stage: r.app.stage as Stage,
  stage_updated_at: r.app.stage_updated_at.toISOString(),
  resume_viewed_at: r.app.resume_viewed_at?.toISOString() ?? null,
  // The details stay on the row after a cancellation; they are the interview only while in that stage.
  interview:
    r.app.stage === 'interview' && r.app.interview_starts_at
      ? {
          starts_at: r.app.interview_starts_at.toISOString(),
          duration_minutes: r.app.interview_duration_minutes ?? 0,
          location: r.app.interview_location ?? '',
        }
      : null,
  rejection_reason: r.app.stage === 'rejected' ? r.app.rejection_reason : null,
  job: { ...r.job, area: r.area, company: { id: r.company.id, name: r.company.name } },
  student: { ...r.student, user: r.user, course: r.course },
});

/** Students see and change their own applications; staff those to their jobs (admins all). */
export const createApplicationsService = (deps: {
  repo: ApplicationsRepository;
  mailer: Mailer;
  log: { error(o: object, m: string): void };
  studentJobs: StudentJobsService;
  audit: AuditService;
  clock: Clock;
  pipeline: PipelineService;
}) => {
  const { repo, studentJobs } = deps;

  const scope = (actor: AuthUser): ApplicationFilter =>
    isStudent(actor) ? { studentId: actor.student_id ?? -1 } : isAdmin(actor) ? {} : { ownerId: actor.id };

  const visible = async (actor: AuthUser, id: number): Promise<Row> => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    const s = scope(actor);
    if ((s.studentId && row.app.student_id !== s.studentId) || (s.ownerId && row.company.user_id !== s.ownerId))
      throw notYours(applicationMessages.notFound);
    return row;
  };

  /** An inactive representative reads the applications to their jobs but changes nothing (docs/spec/04-states.md#user-activity). */
  const assertActive = (actor: AuthUser) => {
    if (isInactiveRepresentative(actor)) throw new AppError('FORBIDDEN', messages.session.inactiveJobs);
  };

  const ownJob = async (actor: AuthUser, jobId: number) => {
    const owner = await repo.jobOwner(jobId);
    if (owner === undefined) throw new AppError('NOT_FOUND', 'Vaga não encontrada');
    assertOwner(actor, owner, 'Vaga não encontrada');
  };

  /** The RA in the body must be the student's own: nobody applies on someone else's behalf. */
  const assertOwnRa = async (actor: AuthUser, ra: string | undefined): Promise<number> => {
    if (!isStudent(actor) || !actor.student_id) throw forbidden();
    if (ra !== undefined && (await repo.studentRa(actor.student_id)) !== ra.trim())
      throw notYours(applicationMessages.notYourRa);
    return actor.student_id;
  };

  /** A student's own applications carry the whole job card (one batched query for the page). */
  const withCards = async (studentId: number, apps: Application[]): Promise<StudentApplication[]> => {
    const cards = await studentJobs.cards(
      studentId,
      apps.map((a) => a.job_id),
    );
    return apps.flatMap((a) => {
      const job = cards.get(a.job_id);
      return job ? [{ ...a, job }] : [];
    });
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorize: visible,
    authorizeJob: ownJob,
    authorizeRa: assertOwnRa,

    async list(actor: AuthUser, filter: Omit<ApplicationFilter, 'studentId' | 'ownerId'>, page: number, limit: number) {
      const { total, rows } = await repo.list({ ...filter, ...scope(actor) }, limit, pageOffset(page, limit));
      const meta = paginationMeta(total, page, limit);
      if (isStudent(actor) && actor.student_id)
        return { meta, data: await withCards(actor.student_id, rows.map(toApplication)) };
      return { meta, data: rows.map(toApplication) };
    },

    /** Every stage's count and newest `limit` cards of the job, in board order. */
    async board(actor: AuthUser, jobId: number, limit: number): Promise<Board> {
      if (isStudent(actor)) throw forbidden();
      await ownJob(actor, jobId);
      const rows = await repo.board(jobId, limit);
      return {
        columns: STAGES.map((stage) => {
          const cards = rows.filter((r) => r.app.stage === stage);
          return { stage, total: cards[0]?.total ?? 0, data: cards.map(toApplication) };
        }),
      };
    },

    get: async (actor: AuthUser, id: number) => toApplication(await visible(actor, id)),

    async apply(actor: AuthUser, input: { job_id: number; ra: string }): Promise<StudentApplication> {
      const studentId = await assertOwnRa(actor, input.ra);
      const job = await repo.jobForApply(input.job_id);
      if (!job) throw new AppError('NOT_FOUND', 'Vaga não encontrada');
      // Past its closing date a job is closed at once, before the periodic task marks it.
      if (job.status !== 1 || (job.closes_at !== null && job.closes_at < deps.clock.today())) {
        throw new AppError('CONFLICT', applicationMessages.jobClosed);
      }
      // After a withdrawal the row is still there (withdrawn): applying again reopens it.
      const id = (await repo.insert(job.id, studentId)) ?? (await deps.pipeline.reapply(actor, job.id, studentId));
      if (id === null) throw new AppError('CONFLICT', applicationMessages.duplicate);
      const [created] = await withCards(studentId, [toApplication((await repo.findById(id))!)]);
      return created!;
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      assertActive(actor);
      const current = await visible(actor, id);
      // A student withdrawing keeps the row, marked withdrawn (docs/decisions/011-hiring-pipeline.md).
      if (isStudent(actor)) return deps.pipeline.withdraw(actor, id, origin);
      await repo.remove(id);
      const details = { job_id: current.app.job_id, student_id: current.app.student_id };
      await deps.audit.record({
        action: 'application.deleted',
        actor,
        origin,
        target: { type: 'application', id, label: current.job.title },
        details,
      });
    },

    async toggleHired(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<Application> {
      if (isStudent(actor)) throw forbidden();
      assertActive(actor);
      const current = await visible(actor, id);
      await deps.pipeline.toggleHired(actor, id, current.app.hired, origin);
      return toApplication((await repo.findById(id))!);
    },

    /** E-mails every candidate not yet told the outcome, and records when each was told. */
    async notify(actor: AuthUser, jobId: number): Promise<number> {
      if (isStudent(actor)) throw forbidden();
      assertActive(actor);
      await ownJob(actor, jobId);
      const pending = await repo.pendingNotifications(jobId);
      let sent = 0;
      for (const r of pending) {
        try {
          await deps.mailer.send(
            outcomeMail({
              email: r.user.email,
              name: r.user.name,
              title: r.job.title,
              company: r.company.name,
              hired: r.app.hired,
            }),
          );
          await repo.markNotified(r.app.id);
          sent++;
        } catch (err) {
          deps.log.error({ err, application: r.app.id }, 'outcome e-mail failed');
        }
      }
      return sent;
    },
  };
};

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
