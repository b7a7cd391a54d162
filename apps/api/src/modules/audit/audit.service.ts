import type { AuditAction, AuditEntry, AuditLog, AuditTargetType } from '@portal/contracts';
import { COUNT_CAP, pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.ts';
import type { Logger } from '../../lib/logger.ts';

/** Where a request came from. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Who acted and from where: routes build it with requestContext(req) (plugins/request-context.ts)
 * and pass it to the service calls that leave an audit entry. Services that already take the
 * acting user take only the origin part.
 */
export interface RequestContext<A = { id: number; email: string }> extends RequestOrigin {
  actor: A | null;
}

export interface AuditEvent {
  action: AuditAction;
  /** The signed-in user who acted; null when nobody was (a refused sign-in). */
  actor: { id: number; email: string } | null;
  /** Replaces the actor's e-mail as the label: the e-mail or RA typed in a refused sign-in. */
  actorLabel?: string;
  origin?: RequestOrigin | null;
  target?: { type: AuditTargetType; id: number | null; label?: string | null };
  /** Extra facts (old and new role, removed counts); never a password or a token. */
  details?: Record<string, unknown>;
}

type Log = Pick<Logger, 'error'>;

const cut = (value: string | null | undefined, max: number): string | null => (value ? value.slice(0, max) : null);

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  action: row.action,
  actor_user_id: row.actor_user_id,
  actor_label: row.actor_label,
  target_type: row.target_type,
  target_id: row.target_id,
  target_label: row.target_label,
  ip: row.ip,
  user_agent: row.user_agent,
  details: row.details ?? null,
});

/** The audit log: every module records through `record`; administrators read it with `list`. */
export const createAuditService = (deps: { repo: AuditRepository; log: Log }) => ({
  /**
   * Writes one entry. Never throws: a sign-in or a deletion must not fail because its trace could
   * not be written, so a failure is logged (the server log is the trace of last resort).
   */
  async record(event: AuditEvent): Promise<void> {
    try {
      await deps.repo.insert({
        action: event.action,
        actor_user_id: event.actor?.id ?? null,
        actor_label: cut(event.actorLabel ?? event.actor?.email, 254),
        target_type: event.target?.type ?? null,
        target_id: event.target?.id ?? null,
        target_label: cut(event.target?.label, 255),
        ip: cut(event.origin?.ip, 64),
        user_agent: cut(event.origin?.userAgent, 512),
        details: event.details ?? null,
      });
    } catch (err) {
      deps.log.error({ err, action: event.action }, 'audit entry not written');
    }
  },

  async list(filter: AuditFilter, page: number, limit: number): Promise<AuditLog> {
    const { total, rows } = await deps.repo.list(filter, limit, pageOffset(page, limit));
    return { meta: paginationMeta(total, page, limit, COUNT_CAP), data: rows.map(toEntry) };
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
