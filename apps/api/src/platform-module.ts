import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import type { Database, Db } from './db/client.ts';
import type { SqlRunner } from './db/sql-runner.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { JobQueue } from './queue/queue.ts';
import type { JobDefinition } from './queue/registry.ts';
import type { AnalysisProviders } from './modules/analysis/analysis.pipeline.ts';
import type { SessionBus } from './modules/auth/session-bus.ts';
import type { Readiness } from './modules/config/readiness.ts';
import type { PrivacyContributor } from './modules/privacy/privacy.service.ts';
import type { OwnerChecks } from './access/access.ts';

/** What the server and the worker hand the platform: the environment and its resources. */
export interface PlatformContext {
  env: Env;
  database: Database;
  db: Db;
  run: SqlRunner;
  mailer: Mailer;
  storage: Storage;
  /** HMAC secret for signed links (SECRET_KEY, or one kept in DATA_DIR). */
  secret: string;
  log: Logger;
  clock: Clock;
  /** Without one (tests, tools) nothing is queued and analyses stay IDLE. */
  queue?: JobQueue;
  /** Only the web server has one: it tells the other API processes that sessions changed. */
  sessionBus?: SessionBus;
  /** Replaces analysis providers (tests and benchmarks). */
  analysisProviders?: Partial<AnalysisProviders>;
}

/** What the routes see besides the services: the context and the server's readiness probe. */
export interface RouteContext extends PlatformContext {
  readiness: Readiness;
}

export type MaintenanceTask = () => Promise<void>;

/**
 * One module's contribution to the platform (docs/decisions/023-one-platform.md). `services`
 * receives the services built by the modules listed before it (`Needs`, named by their types) and
 * answers its own (`Provides`); every other part receives all of them, its own included.
 */
export interface PlatformModule<Needs extends object = object, Provides extends object = object> {
  name: string;
  services?(ctx: PlatformContext, built: Needs): Provides;
  /** Registers the module's routes under /api. */
  routes?(api: FastifyInstance, services: Needs & Provides, ctx: RouteContext): PromiseLike<unknown>;
  /** The owner checks of access/permissions.ts this module decides (docs/decisions/024-route-table.md). */
  owners?(services: Needs & Provides): OwnerChecks;
  /** Queued jobs: each job name gets exactly one definition across all modules. */
  jobs?(ctx: PlatformContext, services: Needs & Provides): JobDefinition[];
  /** Run once the queue has started (not awaited by its start). */
  onQueueStart?(services: Needs & Provides): Promise<unknown>;
  /** Tasks of the cluster-wide maintenance job (or the local timer without a queue). */
  maintenance?(ctx: PlatformContext, services: Needs & Provides): MaintenanceTask[];
  /** What the module adds to a student's LGPD export and erasure. */
  privacy?(services: Needs & Provides): PrivacyContributor;
  /** Releases what the module holds open (worker threads) when the process closes. */
  close?(services: Needs & Provides): Promise<void>;
}

/** Infers a module's types from its `services` function; the literal stays checked. */
export const defineModule = <Needs extends object = object, Provides extends object = object>(
  module: PlatformModule<Needs, Provides>,
): PlatformModule<Needs, Provides> => module;
