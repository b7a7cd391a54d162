import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
} from '@portal/contracts';
import { PORTAL_TIME_ZONE } from '../../../lib/time-zone';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: PORTAL_TIME_ZONE,
});

/** '03/05/2025, 14:20:07' in the portal's time zone: an audit needs the seconds. */
export const auditTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};

/** The Portuguese label of an action; an action this screen does not know yet shows as stored. */
export const actionLabel = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

export type ActionTone = 'error' | 'warning' | 'success' | 'default';

/** Refused sign-ins stand out, deletions and erasures warn, sign-ins and activations are calm. */
export const actionTone = (action: string): ActionTone => {
  if (action === 'login.failure') return 'error';
  if (action.endsWith('.deleted') || action === 'student.erased' || action === 'user.deactivated') return 'warning';
  if (action === 'login.success' || action === 'user.activated' || action === 'user.created') return 'success';
  return 'default';
};

/** 'Vaga #12', 'Usuário #3'; '' when the entry is about nothing in particular. */
export const targetKind = (entry: Pick<AuditEntry, 'target_type' | 'target_id'>): string => {
  if (!entry.target_type) return '';
  const kind = AUDIT_TARGET_LABELS[entry.target_type as AuditTargetType] ?? entry.target_type;
  return entry.target_id === null ? kind : `${kind} #${entry.target_id}`;
};
