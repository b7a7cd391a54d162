import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { createAuditRepository } from '../modules/audit/audit.repository.ts';
import { createRateLimitRepository } from '../modules/auth/rate-limit.repository.ts';
import { createIdentityRepository } from '../modules/identity/identity.repository.ts';

/**
 * The maintenance job's retention tasks (docs/decisions/016-security-hardening.md): rate-limit
 * counters whose window ended, institutional sign-ins never finished (docs/decisions/019-institutional-sign-in.md),
 * and audit entries past AUDIT_RETENTION_DAYS. The same list in the
 * API processes and the workers, whichever of them the cron picks.
 */
export const retentionTasks = (db: Db, env: Env, log: Pick<Logger, 'info'>): Array<() => Promise<void>> => [
  async () => {
    await createRateLimitRepository(db).pruneExpired(env.RATE_LIMIT_WINDOW_MINUTES * 60_000);
  },
  () => createIdentityRepository(db).pruneTickets(),
  async () => {
    const rows = await createAuditRepository(db).pruneOlderThan(env.AUDIT_RETENTION_DAYS);
    if (rows) log.info({ rows, days: env.AUDIT_RETENTION_DAYS }, 'audit entries past retention deleted');
  },
];
