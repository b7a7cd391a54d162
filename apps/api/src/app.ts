import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializeRequest } from './lib/redact-url.ts';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';
import { storeOrigin } from './providers/storage/create-storage.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { MULTIPART_LIMITS, registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerOwnership } from './plugins/ownership.ts';
import { createPlatform } from './platform.ts';
import { scheduleMaintenance } from './db/maintenance.ts';
import type { JobQueue } from './queue/queue.ts';
import type { AnalysisProviders } from './modules/analysis/analysis.pipeline.ts';
import { resumePageMeta } from './modules/students/students.meta.ts';
import { createReadiness } from './modules/config/readiness.ts';
import { createSessionBus } from './modules/auth/session-bus.ts';
import { registerMetrics } from './plugins/metrics.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  storage: Storage;
  /** HMAC secret for signed links (SECRET_KEY, or one kept in DATA_DIR). */
  secret: string;
  webDistDir?: string;
  logger?: boolean;
  /** Where the log goes (the server's own stdout writer, lib/log-stream.ts); pino's default otherwise. */
  logStream?: { write(line: string): void };
  /** The job queue (pg-boss): analyses are queued on it; without one submissions stay IDLE. */
  queue?: JobQueue;
  /** Replaces analysis providers (tests and benchmarks: a fake face detector, local servers). */
  analysisProviders?: Partial<AnalysisProviders>;
  /** Sees every route as it registers (the authorization matrix and fuzz tests list them with it). */
  onRoute?: (route: RouteOptions) => void;
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { env, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.body.password'],
            // Reset and upload links carry their signature in the query string (lib/redact-url.ts).
            serializers: { req: serializeRequest },
            ...(deps.logStream && { stream: deps.logStream }),
          },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies in front of the server (docs/decisions/016-security-hardening.md).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    frameworkErrors,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, env.STORAGE === 's3' ? storeOrigin(env) : undefined);
  registerMetrics(app, { token: env.METRICS_TOKEN, database });

  const sessionBus = await createSessionBus(database, app.log);
  app.addHook('onClose', () => sessionBus.close());
  const platform = createPlatform(env, {
    database,
    sessionBus,
    mailer: deps.mailer,
    storage: deps.storage,
    secret: deps.secret,
    log: app.log,
    queue: deps.queue,
    analysisProviders: deps.analysisProviders,
  });
  const { services } = platform;
  app.addHook('onClose', () => platform.close());
  await app.register(authPlugin, { auth: services.auth, mfaRoles: deps.env.MFA_ROLES });
  // Multipart fields arrive as plain values and files as buffers (images are at most 5 MB);
  // large videos never come this way, they go to signed upload URLs.
  // Only the routes of TAKES_FILES get this far with a multipart body (input-guard.ts).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 5 * 1024 * 1024 + 1, files: 4, ...MULTIPART_LIMITS },
  });
  // After multipart: its preValidation hook turns the parts into the body this guard then reads.
  registerInputGuard(app);
  registerOwnership(app);
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  const readiness = createReadiness({
    database,
    queueStarted: deps.queue && (() => deps.queue!.isStarted()),
    closing: () => closing,
  });
  // Before the routes: the OpenAPI document collects their schemas as they register.
  if (env.API_DOCS) await registerApiDocs(app);
  await app.register((api) => platform.registerRoutes(api, readiness), { prefix: '/api' });
  await registerStaticWeb(app, deps.webDistDir, {
    resumeMeta: (id, key) => resumePageMeta(services.students, id, key),
  });
  // Housekeeping: with a queue, pg-boss's cron runs the maintenance job once per cluster (defined
  // by the platform); without one (tools, tests), a local timer once the server listens.
  let stopMaintenance = (): void => undefined;
  app.addHook('onListen', () => {
    if (deps.queue) return;
    stopMaintenance = scheduleMaintenance(platform.maintenance, (err) =>
      app.log.warn({ err: err.message }, 'maintenance task failed'),
    );
  });
  app.addHook('onClose', () => stopMaintenance());
  return app;
};
