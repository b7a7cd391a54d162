import { randomBytes } from 'node:crypto';
import {
  JOB_ALERT_LIMIT,
  jobAlertMessages,
  type CreateJobAlertInput,
  type JobAlert,
  type JobAlertFrequency,
  type JobAlertList,
  type UnsubscribeDetails,
  type UpdateJobAlertInput,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import { alertIdOf, verifyAlertToken } from '../../lib/tokens.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentJobsService } from '../student-jobs/student-jobs.service.ts';
import type { AlertValues, JobAlertsRepository, ShownAlert } from './job-alerts.repository.ts';

const toAlert = (r: ShownAlert): JobAlert => ({
  id: r.id,
  name: r.name,
  title: r.title,
  state: r.state,
  city: r.city,
  frequency: r.frequency as JobAlertFrequency,
  active: r.active,
  last_sent_at: r.last_sent_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

/** Job alerts: a student manages only their own; anyone holding a signed link stops that one alert. */
export const createJobAlertsService = (deps: {
  repo: JobAlertsRepository;
  studentJobs: StudentJobsService;
  secret: string;
  queue?: JobQueue;
  log: { error(o: object, m: string): void };
}) => {
  const { repo, studentJobs } = deps;

  const own = async (actor: AuthUser, id: number): Promise<ShownAlert> => {
    const studentId = studentJobs.studentOf(actor);
    const row = await repo.findById(id);
    // Another student's alert is not found: its existence is nobody else's business.
    if (!row || row.student_id !== studentId) throw new AppError('NOT_FOUND', jobAlertMessages.notFound);
    return row;
  };

  /** The alert a signed link names: a token signed for this alert's key; anything else is not found. */
  const byToken = async (token: string): Promise<ShownAlert> => {
    const id = alertIdOf(token);
    const row = id === null ? undefined : await repo.findById(id);
    if (!row || !verifyAlertToken(deps.secret, token, row.unsubscribe_key))
      throw new AppError('NOT_FOUND', jobAlertMessages.linkInvalid);
    return row;
  };

  /** An alert needs something to look for: a title with words (or three characters), a state or a city. */
  const checkCriteria = (v: AlertValues) => {
    if (!(v.title && studentJobs.searchableTitle(v.title)) && !v.state && !v.city)
      throw AppError.validation('title', jobAlertMessages.noCriteria, 'required');
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorize: own,

    async list(actor: AuthUser): Promise<JobAlertList> {
      const rows = await repo.listOf(studentJobs.studentOf(actor));
      return { meta: paginationMeta(rows.length, 1, JOB_ALERT_LIMIT), data: rows.map(toAlert) };
    },

    async create(actor: AuthUser, input: CreateJobAlertInput): Promise<JobAlert> {
      const studentId = studentJobs.studentOf(actor);
      const v: AlertValues = {
        name: input.name,
        title: input.title ?? null,
        state: input.state ?? null,
        city: input.city ?? null,
        frequency: input.frequency,
        active: true,
      };
      checkCriteria(v);
      const id = await repo.insert(studentId, v, randomBytes(24).toString('base64url'), JOB_ALERT_LIMIT);
      if (id === undefined) throw new AppError('VALIDATION', jobAlertMessages.limit);
      return toAlert((await repo.findById(id))!);
    },

    async update(actor: AuthUser, id: number, input: UpdateJobAlertInput): Promise<JobAlert> {
      const current = await own(actor, id);
      const v: AlertValues = {
        name: input.name ?? current.name,
        title: input.title === undefined ? current.title : input.title,
        state: input.state === undefined ? current.state : input.state,
        city: input.city === undefined ? current.city : input.city,
        frequency: input.frequency ?? current.frequency,
        active: input.active ?? current.active,
      };
      checkCriteria(v);
      await repo.update(id, v);
      return toAlert((await repo.findById(id))!);
    },

    async remove(actor: AuthUser, id: number): Promise<void> {
      const current = await own(actor, id);
      await repo.remove(current.id, current.student_id);
    },

    /** What a signed link would stop, for the page that asks before stopping it. */
    async unsubscribeDetails(token: string): Promise<UnsubscribeDetails> {
      const { name, title, state, city, frequency, active } = toAlert(await byToken(token));
      return { name, title, state, city, frequency, active };
    },

    /** The one-click link: a token signed for this alert's key stops it; anything else is not found. */
    async unsubscribe(token: string): Promise<{ name: string; message: string }> {
      const row = await byToken(token);
      await repo.deactivate(row.id);
      return { name: row.name, message: jobAlertMessages.unsubscribed(row.name) };
    },

    /** A job was opened: its instant alerts are matched on the queue, within a minute. */
    async jobOpened(jobId: number): Promise<void> {
      try {
        await deps.queue?.send('job-alerts-instant', { job_id: jobId });
      } catch (err) {
        deps.log.error({ err, job: jobId }, 'queueing the instant job alerts failed');
      }
    },
  };
};

export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
