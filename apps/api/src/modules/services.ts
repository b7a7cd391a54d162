import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { SqlRunner } from '../db/sql-runner.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { createAnalyticsRepository } from './analytics/analytics.repository.ts';
import { createAnalyticsService } from './analytics/analytics.service.ts';
import { createAuditRepository } from './audit/audit.repository.ts';
import { createAuditService } from './audit/audit.service.ts';
import { createAuthRepository } from './auth/auth.repository.ts';
import { createRateLimitRepository } from './auth/rate-limit.repository.ts';
import { createAuthService } from './auth/auth.service.ts';
import type { SessionBus } from './auth/session-bus.ts';
import { createTermsRepository } from './terms/terms.repository.ts';
import { createTermsService } from './terms/terms.service.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { createUsersService } from './users/users.service.ts';
import { activationSender } from './users/users.mail.ts';
import { createReferenceDataRepository } from './reference-data/reference-data.repository.ts';
import { createReferenceDataService, referenceChoices } from './reference-data/reference-data.service.ts';
import { createFilesService } from './files/files.service.ts';
import { createCompaniesRepository } from './companies/companies.repository.ts';
import { createCompaniesService } from './companies/companies.service.ts';
import { createJobsRepository } from './jobs/jobs.repository.ts';
import { createJobsService } from './jobs/jobs.service.ts';
import { createContractTypesRepository } from './contract-types/contract-types.repository.ts';
import { createContractTypesService } from './contract-types/contract-types.service.ts';
import { createApplicationsRepository } from './applications/applications.repository.ts';
import { createApplicationsService } from './applications/applications.service.ts';
import { createStudentJobsRepository } from './student-jobs/student-jobs.repository.ts';
import { createStudentJobsService } from './student-jobs/student-jobs.service.ts';
import { createBookmarksRepository } from './bookmarks/bookmarks.repository.ts';
import { createBookmarksService } from './bookmarks/bookmarks.service.ts';
import { createOrientationsRepository } from './orientations/orientations.repository.ts';
import { createOrientationsService } from './orientations/orientations.service.ts';
import { createSignupService } from './signup/signup.service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { AnalysisProviders } from './analysis/analysis.pipeline.ts';
import { createAnalysis, universityGatewayFrom } from './providers.ts';
import { createStageServices } from './stage-services.ts';
import { createResumeServices } from './resume-services.ts';
import { createClock, type Clock } from '../lib/clock.ts';
import { createPipelineRepository } from './pipeline/pipeline.repository.ts';
import { createPipelineService } from './pipeline/pipeline.service.ts';
import { createStageMailer } from './pipeline/pipeline.jobs.ts';
import { createJobAlertsRepository } from './job-alerts/job-alerts.repository.ts';
import { createJobAlertsService } from './job-alerts/job-alerts.service.ts';
import { createInternshipServices } from './internship-services.ts';

/**
 * The composition root: every service with its repository and providers, wired once. The stage and
 * resume groups are built in stage-services.ts and resume-services.ts, the environment's providers
 * in providers.ts, and routes.ts registers every route; no module wires another.
 */
export const createServices = (deps: {
  env: Env;
  db: Db;
  run: SqlRunner;
  mailer: Mailer;
  storage: Storage;
  secret: string;
  log: Logger;
  queue?: JobQueue;
  analysisProviders?: Partial<AnalysisProviders>;
  sessionBus?: SessionBus;
  clock?: Clock;
}) => {
  const { env, db, mailer, log } = deps;
  const clock = deps.clock ?? createClock(env.CLOCK_OFFSET_FILE);
  // First: most services record into the audit log.
  const audit = createAuditService({ repo: createAuditRepository(db), log });
  const rateLimits = createRateLimitRepository(db);
  const auth = createAuthService({
    audit,
    bus: deps.sessionBus,
    repo: createAuthRepository(db),
    limits: rateLimits,
    mailer,
    log,
    config: {
      secret: deps.secret,
      appUrl: env.APP_URL,
      tokenTtlHours: env.TOKEN_TTL_HOURS,
      rememberTtlHours: env.REMEMBER_TOKEN_TTL_HOURS,
      loginMaxPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginMaxPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      forgotMaxPerAccount: env.FORGOT_MAX_PER_ACCOUNT,
      forgotMaxPerAddress: env.FORGOT_MAX_PER_ADDRESS,
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      sessionCacheSeconds: env.AUTH_SESSION_CACHE_SECONDS,
    },
  });
  const terms = createTermsService(createTermsRepository(db), audit);
  const referenceData = createReferenceDataService(createReferenceDataRepository(deps.run), audit);
  const users = createUsersService(createUsersRepository(db), {
    courses: referenceChoices(referenceData, 'courses'),
    welcome: (email, name) => auth.sendWelcome(email, name),
    audit,
    activated: activationSender({ mailer, appUrl: env.APP_URL, log }),
    sessionsChanged: () => auth.sessionsChanged(),
  });
  const files = createFilesService({ storage: deps.storage, secret: deps.secret });
  const companies = createCompaniesService({ repo: createCompaniesRepository(db), files, users, audit });
  const studentJobs = createStudentJobsService({ repo: createStudentJobsRepository(deps.run), files, clock });
  const jobAlerts = createJobAlertsService({
    repo: createJobAlertsRepository(db, deps.run, studentJobs.alertCriteria),
    studentJobs,
    secret: deps.secret,
    queue: deps.queue,
    log,
  });
  const stageServices = createStageServices({
    db,
    files,
    storage: deps.storage,
    secret: deps.secret,
    log,
    audit,
    limits: {
      uploadsPerHour: env.STAGE_UPLOADS_PER_HOUR,
      quotaMb: env.STAGE_STORAGE_QUOTA_MB,
      faceQueueMax: env.FACE_QUEUE_MAX,
      faceWorkerNice: env.FACE_WORKER_NICE,
    },
  });
  // Analysis reuses the stage's face analyser and queues a submission once it has its video.
  const analysis = createAnalysis({
    env,
    db,
    mailer,
    storage: deps.storage,
    log,
    queue: deps.queue,
    faceAnalyser: stageServices.stage.faceAnalyser,
    overrides: deps.analysisProviders,
  });
  stageServices.stage.hooks.onSubmitted((id) => analysis.onSubmitted(id));
  const pipelineRepo = createPipelineRepository(db);
  const stageMailer = createStageMailer({ repo: pipelineRepo, mailer, appUrl: env.APP_URL, mailFrom: env.MAIL_FROM });
  deps.queue?.define(stageMailer.job);
  const pipeline = createPipelineService({
    repo: pipelineRepo,
    audit,
    queue: deps.queue,
    deliver: stageMailer.deliver,
    log,
  });
  const resume = createResumeServices({
    db,
    files,
    storage: deps.storage,
    log,
    audit,
    gateway: universityGatewayFrom(env),
    sessionsChanged: () => auth.sessionsChanged(),
    confirmPassword: (actor, password, origin) => auth.confirmPassword(actor, password, origin),
    resumeViewed: (actor, studentId, jobId) => pipeline.resumeViewed(actor, studentId, jobId),
    eventTypes: referenceChoices(referenceData, 'event-types'),
    appUrl: env.APP_URL,
  });
  resume.privacy.register(stageServices.stage.privacy);
  return {
    clock,
    audit,
    analytics: createAnalyticsService({ repo: createAnalyticsRepository(deps.run), audit }),
    auth,
    analysis,
    terms,
    users,
    referenceData,
    files,
    companies,
    jobs: createJobsService({
      repo: createJobsRepository(db),
      files,
      audit,
      clock,
      areas: referenceChoices(referenceData, 'knowledge-areas'),
      onOpened: (id) => jobAlerts.jobOpened(id),
    }),
    jobAlerts,
    contractTypes: createContractTypesService(createContractTypesRepository(db), audit),
    applications: createApplicationsService({
      repo: createApplicationsRepository(db),
      mailer,
      log,
      studentJobs,
      audit,
      clock,
      pipeline,
    }),
    pipeline,
    studentJobs,
    bookmarks: createBookmarksService({ repo: createBookmarksRepository(db), studentJobs }),
    orientations: createOrientationsService({ repo: createOrientationsRepository(db), files, audit }),
    ...resume,
    ...stageServices,
    ...createInternshipServices({ ...deps, clock, audit, confirmPassword: (a, p, o) => auth.confirmPassword(a, p, o) }),
    signup: createSignupService({
      users,
      companies,
      terms,
      mailer,
      appUrl: env.APP_URL,
      log,
      limits: rateLimits,
      maxPerAddress: env.SIGNUP_MAX_PER_ADDRESS,
    }),
  };
};

export type Services = ReturnType<typeof createServices>;
