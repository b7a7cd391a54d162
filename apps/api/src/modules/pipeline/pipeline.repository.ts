import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Stage } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { transactionWithExecutor, type SqlExecutor } from '../../db/queue-executor.ts';
import { applications, applicationStageHistory, companies, jobs, students, users } from '../../db/schema/index.ts';

export type ByRole = 'student' | 'company' | 'admin';
export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface StageUpdate {
  stage: Stage;
  interview_starts_at: Date | null;
  interview_duration_minutes: number | null;
  interview_location: string | null;
  ics_sequence: number;
  ics_uid: string | null;
  rejection_reason: string | null;
  rejection_message: string | null;
}

export interface HistoryInsert {
  application_id: number;
  stage: Stage;
  by_role: ByRole;
  by_user_id: number | null;
  reason?: string | null;
  message?: string | null;
  ics_method?: IcsMethod | null;
  ics_sequence?: number | null;
}

const queries = (db: Db) => ({
  /** The applications to move, locked in id order (two moves of one card run one after the other). */
  lockForMove(ids: number[]) {
    return db
      .select({
        id: applications.id,
        job_id: applications.job_id,
        student_id: applications.student_id,
        stage: applications.stage,
        interview_starts_at: applications.interview_starts_at,
        interview_duration_minutes: applications.interview_duration_minutes,
        interview_location: applications.interview_location,
        ics_sequence: applications.ics_sequence,
        ics_uid: applications.ics_uid,
        owner_id: companies.user_id,
        stage_emails: students.stage_emails,
        title: jobs.title,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .innerJoin(students, eq(students.id, applications.student_id))
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id))
      .for('update', { of: applications });
  },

  async update(id: number, values: StageUpdate): Promise<void> {
    // `hired` is written too, not left to the stage trigger: the hired_at trigger of migration 0009
    // fires only on an UPDATE that names `hired`.
    await db
      .update(applications)
      .set({
        ...values,
        hired: values.stage === 'hired',
        stage_updated_at: sql`clock_timestamp()`,
        updated_at: sql`now()`,
      })
      .where(eq(applications.id, id));
  },

  async insertHistory(row: HistoryInsert): Promise<number> {
    // The clock at the insert, not now() (the transaction's start): of two moves racing for the
    // row lock, the one that waited starts first and writes last, and the history must say so.
    const [created] = await db
      .insert(applicationStageHistory)
      .values({ ...row, at: sql`clock_timestamp()` })
      .returning({ id: applicationStageHistory.id });
    return created!.id;
  },

  /** Re-applying after withdrawing: the same row starts over as a new application. */
  async reopenWithdrawn(jobId: number, studentId: number): Promise<number | null> {
    const [row] = await db
      .update(applications)
      .set({
        stage: 'received',
        hired: false,
        notified_at: null,
        resume_viewed_at: null,
        interview_starts_at: null,
        interview_duration_minutes: null,
        interview_location: null,
        rejection_reason: null,
        rejection_message: null,
        created_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(applications.job_id, jobId),
          eq(applications.student_id, studentId),
          eq(applications.stage, 'withdrawn'),
        ),
      )
      .returning({ id: applications.id });
    return row?.id ?? null;
  },

  history(applicationId: number) {
    return db
      .select({
        stage: applicationStageHistory.stage,
        at: applicationStageHistory.at,
        by_role: applicationStageHistory.by_role,
        reason: applicationStageHistory.reason,
      })
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.application_id, applicationId))
      .orderBy(asc(applicationStageHistory.at), asc(applicationStageHistory.id));
  },

  /** Who may read an application's history: its student's user and its company's representative. */
  /** The representative whose job each application is to (unknown ids are left out). */
  owners(ids: number[]) {
    return db
      .select({ id: applications.id, owner_id: companies.user_id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(inArray(applications.id, ids));
  },

  async parties(applicationId: number) {
    const [row] = await db
      .select({ student_user_id: students.id_user, owner_id: companies.user_id })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(eq(applications.id, applicationId))
      .limit(1);
    return row;
  },

  /** What the 'stage-mail' job needs, with the history row locked until it is marked sent. */
  async mailContext(historyId: number) {
    const [row] = await db
      .select({
        history: applicationStageHistory,
        app: {
          id: applications.id,
          stage: applications.stage,
          interview_starts_at: applications.interview_starts_at,
          interview_duration_minutes: applications.interview_duration_minutes,
          interview_location: applications.interview_location,
          ics_uid: applications.ics_uid,
        },
        student: { name: users.name, email: users.email },
        job: { title: jobs.title },
        company: { name: companies.name, email: companies.email_curriculum },
      })
      .from(applicationStageHistory)
      .innerJoin(applications, eq(applications.id, applicationStageHistory.application_id))
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(users, eq(users.id, students.id_user))
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(eq(applicationStageHistory.id, historyId))
      .limit(1)
      .for('update', { of: applicationStageHistory });
    return row;
  },

  async markMailed(historyId: number): Promise<void> {
    await db
      .update(applicationStageHistory)
      .set({ mailed_at: sql`now()` })
      .where(eq(applicationStageHistory.id, historyId));
  },

  async stageEmails(studentId: number): Promise<boolean | undefined> {
    const [row] = await db
      .select({ enabled: students.stage_emails })
      .from(students)
      .where(eq(students.id, studentId))
      .limit(1);
    return row?.enabled;
  },

  async setStageEmails(studentId: number, enabled: boolean): Promise<void> {
    await db
      .update(students)
      .set({ stage_emails: enabled, updated_at: sql`now()` })
      .where(eq(students.id, studentId));
  },

  /** The first time the representative's staff open the resume for the job (or all their jobs). */
  async markResumeViewed(studentId: number, ownerId: number | null, jobId: number | undefined): Promise<void> {
    const ownJobs = db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(
        and(ownerId === null ? undefined : eq(companies.user_id, ownerId), jobId ? eq(jobs.id, jobId) : undefined),
      );
    await db
      .update(applications)
      .set({ resume_viewed_at: sql`now()` })
      .where(
        and(
          eq(applications.student_id, studentId),
          isNull(applications.resume_viewed_at),
          inArray(applications.job_id, ownJobs),
        ),
      );
  },
});

export type PipelineQueries = ReturnType<typeof queries>;

export const createPipelineRepository = (db: Db) => ({
  ...queries(db),
  /** Runs `fn` in one transaction with the queries bound to it and an executor for the queue. */
  transaction<T>(fn: (repo: PipelineQueries, executor: SqlExecutor) => Promise<T>): Promise<T> {
    return transactionWithExecutor(db, queries, fn);
  },
});

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
