import { asc, eq } from 'drizzle-orm';
import type { AuditAction } from '@portal/contracts';
import { auditLog } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Every request of the audit tests says who is calling, so the entries can be checked for it. */
export const UA = { 'user-agent': 'audit-test/1.0' };

/** The entries of one action, oldest first, straight from the table. */
export const entries = (t: TestApp, action: AuditAction) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

/** The newest entry of one action. */
export const last = async (t: TestApp, action: AuditAction) => (await entries(t, action)).at(-1);
