import { defineModule } from '../../platform-module.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

/** The audit log: most services record into it, so it is built first. */
export const auditModule = defineModule({
  name: 'audit',
  services: (ctx) => ({ audit: createAuditService({ repo: createAuditRepository(ctx.db), log: ctx.log }) }),
  routes: (api, s) => api.register(auditRoutes, { audit: s.audit }),
  // Entries past AUDIT_RETENTION_DAYS (docs/decisions/016-security-hardening.md).
  maintenance: ({ db, env, log }) => [
    async () => {
      const rows = await createAuditRepository(db).pruneOlderThan(env.AUDIT_RETENTION_DAYS);
      if (rows) log.info({ rows, days: env.AUDIT_RETENTION_DAYS }, 'audit entries past retention deleted');
    },
  ],
});
