import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditLogSchema, PAGE_SIZE, type AuditAction } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AuditLogParams {
  page: number;
  /** The action filter ('' for every action). */
  action: AuditAction | '';
  /** 'Buscar por quem' text ('' for none). */
  actor: string;
}

/** `GET /api/audit-log?page&limit=10&action&actor` (admin): a page of the audit log, newest first. */
export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: queryKeys.auditLog.list(params),
    queryFn: ({ signal }) =>
      apiFetch('/audit-log', {
        signal,
        query: { page: params.page, limit: PAGE_SIZE, action: params.action, actor: params.actor.trim() },
        schema: auditLogSchema,
      }),
    placeholderData: keepPreviousData,
    // A log moves on its own: coming back to the screen shows the newest entries.
    staleTime: 0,
  });
