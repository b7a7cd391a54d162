import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import { vacuumEmbedded } from './db/maintenance.ts';
import { createClock, type Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { resolveSecret } from './lib/secret.ts';
import { createMailer, type Mailer } from './providers/mail/mailer.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { JobQueue } from './queue/queue.ts';
import type { JobDefinition } from './queue/registry.ts';
import { maintenanceJob } from './queue/maintenance.job.ts';
import type { Readiness } from './modules/config/readiness.ts';
import type { AnalysisProviders } from './modules/analysis/analysis.pipeline.ts';
import type { SessionBus } from './modules/auth/session-bus.ts';
import { apiRoutes } from '@portal/contracts';
import { createAccess } from './access/access.ts';
import { registerTableRoutes } from './route-table/register.ts';
import { defineModule, type MaintenanceTask, type PlatformContext, type PlatformModule } from './platform-module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { termsModule } from './modules/terms/terms.module.ts';
import { rolesModule } from './modules/roles/roles.module.ts';
import { configModule } from './modules/config/config.module.ts';
import { referenceDataModule } from './modules/reference-data/reference-data.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { studentJobsModule } from './modules/student-jobs/student-jobs.module.ts';
import { searchSynonymsModule } from './modules/search-synonyms/search-synonyms.module.ts';
import { jobAlertsModule } from './modules/job-alerts/job-alerts.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { contractTypesModule } from './modules/contract-types/contract-types.module.ts';
import { pipelineModule } from './modules/pipeline/pipeline.module.ts';
import { applicationsModule } from './modules/applications/applications.module.ts';
import { bookmarksModule } from './modules/bookmarks/bookmarks.module.ts';
import { signupModule } from './modules/signup/signup.module.ts';
import { orientationsModule } from './modules/orientations/orientations.module.ts';
import { stageModule } from './modules/stage/stage.module.ts';
import { interviewModule } from './modules/interview/interview.module.ts';
import { videoModule } from './modules/video/video.module.ts';
import { analysisModule } from './modules/analysis/analysis.module.ts';
import { studentAccessModule, studentsModule } from './modules/students/students.module.ts';
import { skillsModule } from './modules/skills/skills.module.ts';
import { professionalExperiencesModule } from './modules/professional-experiences/professional-experiences.module.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { complementaryActivitiesModule } from './modules/complementary-activities/complementary-activities.module.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { agreementsModule } from './modules/agreements/agreements.module.ts';
import { internshipsModule } from './modules/internships/internships.module.ts';
import { documentsModule } from './modules/documents/documents.module.ts';

/** The portal's clock, the access mechanism (docs/decisions/024-route-table.md), and the embedded database's vacuum (PGlite has no autovacuum). */
const coreModule = defineModule({
  name: 'core',
  services: (ctx) => ({ clock: ctx.clock, access: createAccess() }),
  maintenance: ({ database }) => [() => vacuumEmbedded(database)],
});

/**
 * Every module, in the order its services are built: a module's `services` receives those of the
 * modules above it. A new module is one line here (docs/decisions/023-one-platform.md).
 */
export const MODULES = [
  coreModule,
  auditModule,
  authModule,
  identityModule,
  termsModule,
  rolesModule,
  configModule,
  referenceDataModule,
  usersModule,
  filesModule,
  companiesModule,
  studentJobsModule,
  searchSynonymsModule,
  jobAlertsModule,
  jobsModule,
  contractTypesModule,
  pipelineModule,
  applicationsModule,
  bookmarksModule,
  signupModule,
  orientationsModule,
  stageModule,
  interviewModule,
  videoModule,
  analysisModule,
  studentAccessModule,
  skillsModule,
  professionalExperiencesModule,
  eventsModule,
  complementaryActivitiesModule,
  studentsModule,
  privacyModule,
  analyticsModule,
  agreementsModule,
  internshipsModule,
  documentsModule,
] as const;

type ProvidesOf<M> = M extends { services?: infer F } ? (F extends (...args: never[]) => infer P ? P : never) : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every service of every module, by the key its module gives it. */
export type Services = Intersection<ProvidesOf<(typeof MODULES)[number]>>;

export interface PlatformResources {
  database: Database;
  mailer: Mailer;
  storage: Storage;
  secret: string;
  log: Logger;
  clock?: Clock;
  queue?: JobQueue;
  sessionBus?: SessionBus;
  analysisProviders?: Partial<AnalysisProviders>;
}

export interface Platform {
  services: Services;
  /** Every queued job, the maintenance job included; defined on the queue when there is one. */
  jobs: JobDefinition[];
  /** The maintenance job's tasks (the server runs them on a timer when it has no queue). */
  maintenance: MaintenanceTask[];
  /** Registers every module's routes on `api` (the /api prefix). */
  registerRoutes(api: FastifyInstance, readiness: Readiness): Promise<void>;
  /** Releases what the modules hold open. */
  close(): Promise<void>;
}

/** The mailer, storage and link secret the environment selects (the server and the worker alike). */
export const resourcesFrom = (env: Env, log: Pick<Logger, 'info'>) => {
  const dataDir = resolve(env.DATA_DIR);
  return {
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox'), log }),
    storage: createStorage(env),
    secret: resolveSecret(env.SECRET_KEY, dataDir),
  };
};

/**
 * Builds every module's services, in MODULES' order. A module reading a service no module above it
 * provides, or two modules providing one key, stops the start-up with the module's name.
 */
const buildServices = (modules: readonly PlatformModule[], ctx: PlatformContext): Services => {
  const built: Record<string, unknown> = {};
  let building = '';
  const view = new Proxy(built, {
    get(target, key) {
      if (building && typeof key === 'string' && !(key in target))
        throw new Error(`Platform: module '${building}' uses '${key}', which no module listed before it provides`);
      return target[key as string];
    },
  });
  for (const m of modules) {
    if (!m.services) continue;
    building = m.name;
    const provided = m.services(ctx, view);
    building = '';
    for (const [key, value] of Object.entries(provided)) {
      if (key in built) throw new Error(`Platform: module '${m.name}' provides '${key}' again`);
      built[key] = value;
    }
  }
  return built as Services;
};

/** The composition root: what the web server (app.ts) and `npm run worker` (worker.ts) both run. */
export const createPlatform = (
  env: Env,
  resources: PlatformResources,
  modules: readonly PlatformModule[] = MODULES as unknown as PlatformModule[],
): Platform => {
  const { database } = resources;
  const ctx: PlatformContext = {
    ...resources,
    env,
    db: database.db,
    run: database.run,
    clock: resources.clock ?? createClock(env.CLOCK_OFFSET_FILE),
  };
  const services = buildServices(modules, ctx);
  const all = services as unknown as never;
  for (const m of modules) if (m.privacy) services.privacy.register(m.privacy(all));
  for (const m of modules) if (m.owners) services.access.define(m.owners(all), m.name);
  services.access.assertComplete();
  const maintenance = modules.flatMap((m) => m.maintenance?.(ctx, all) ?? []);
  const jobs = [...modules.flatMap((m) => m.jobs?.(ctx, all) ?? []), maintenanceJob(maintenance, env.MAINTENANCE_CRON)];
  if (resources.queue) {
    for (const job of jobs) resources.queue.define(job);
    for (const m of modules) if (m.onQueueStart) resources.queue.afterStart(() => m.onQueueStart!(all));
  }
  return {
    services,
    jobs,
    maintenance,
    registerRoutes: (api, readiness) =>
      registerTableRoutes(api, services.access, modules, apiRoutes, (m) => m.routes?.(api, all, { ...ctx, readiness })),
    async close() {
      for (const m of modules) await m.close?.(all);
    },
  };
};
