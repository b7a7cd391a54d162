import { JOB_STATUS, jobMessages, stageMessages, type InterviewScript } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isStudent, isRepresentative, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { InterviewJob, InterviewRepository, ScriptRow } from './interview.repository.ts';
import {
  fromScript,
  MAX_QUESTIONS,
  MIN_QUESTIONS,
  templateWriter,
  toScript,
  type ScriptWriter,
} from './interview-questions.ts';
import type { Logger } from '../../lib/logger.ts';

type Log = Pick<Logger, 'error'>;

/**
 * Interview scripts per job (GET /interview/job/{id}, POST /interview): students read the scripts
 * of open jobs, representatives those of their own jobs, admins all. A script is written once.
 */
export const createInterviewService = (deps: { repo: InterviewRepository; writer?: ScriptWriter; log: Log }) => {
  const { repo } = deps;
  const writer = deps.writer ?? templateWriter;

  const toDto = (row: ScriptRow, message?: string): InterviewScript => ({
    job_id: row.job_id,
    script: row.script,
    questions: fromScript(row.script),
    generated_by: row.generated_by as InterviewScript['generated_by'],
    created_at: row.created_at.toISOString(),
    ...(message && { message }),
  });

  const reachableJob = async (actor: AuthUser, id: number): Promise<InterviewJob | null> => {
    const job = await repo.findJob(id);
    if (!job) return null;
    if (isStudent(actor) && job.status !== JOB_STATUS.open) return null;
    if (isRepresentative(actor) && job.owner_id !== actor.id) throw notYours(jobMessages.notFound);
    return job;
  };

  /** The configured writer, or the templates when it fails or answers an unusable list. */
  const write = async (job: InterviewJob): Promise<{ questions: string[]; by: ScriptWriter['name'] }> => {
    if (writer !== templateWriter) {
      try {
        const questions = (await writer.write(job)).map((q) => q.replace(/\s+/g, ' ').trim()).filter(Boolean);
        if (questions.length >= MIN_QUESTIONS && questions.length <= MAX_QUESTIONS)
          return { questions, by: writer.name };
      } catch (err) {
        deps.log.error({ err, jobId: job.id }, 'interview script writer failed; using templates');
      }
    }
    return { questions: await templateWriter.write(job), by: 'template' };
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorizeJob: reachableJob,

    async get(actor: AuthUser, jobId: number) {
      if (!(await reachableJob(actor, jobId))) throw new AppError('NOT_FOUND', jobMessages.notFound);
      const row = await repo.findScript(jobId);
      if (!row) throw new AppError('NOT_FOUND', stageMessages.scriptNotFound);
      return toDto(row);
    },

    /** 201 with a new script, or 200 with the one already written. */
    async generate(actor: AuthUser, jobId: number): Promise<{ created: boolean; script: InterviewScript }> {
      const job = await reachableJob(actor, jobId);
      if (!job) throw AppError.validation('id_job', stageMessages.invalidJob, 'job');
      const message = stageMessages.scriptGenerated(jobId);
      const existing = await repo.findScript(jobId);
      if (existing) return { created: false, script: toDto(existing, message) };
      const { questions, by } = await write(job);
      return { created: true, script: toDto(await repo.insertScript(jobId, toScript(questions), by), message) };
    },
  };
};

export type InterviewService = ReturnType<typeof createInterviewService>;
