import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rateLimits } from '../../db/schema/index.ts';
import { platformOf } from '../../test/scheduled.ts';
import { fingerprint, signReset } from '../../lib/tokens.ts';
import { createTestApp, loginAs, TEST_SECRET, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', AUDIT_RETENTION_DAYS: '30' });
  admin = (await loginAs(t.app, 'admin')).headers;
});
afterAll(() => t.close());

type Entry = { action: string; actor_label: string | null; target_id: number | null; details: unknown };
const entries = async (action: string): Promise<Entry[]> =>
  (await t.app.inject({ url: `/api/audit-log?action=${action}&limit=50`, headers: admin })).json().data as Entry[];

describe('audit of password recovery, admin changes and lockouts', () => {
  it('records a reset request (known or not) and its completion', async () => {
    for (const email of ['rh@acme.com.br', 'ninguem@exemplo.com'])
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const requested = await entries('password.reset_requested');
    expect(requested.map((e) => e.actor_label).sort()).toEqual(['ninguem@exemplo.com', 'rh@acme.com.br']);
    expect(requested.find((e) => e.actor_label === 'rh@acme.com.br')!.target_id).toEqual(expect.any(Number));

    const user = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'rh@acme.com.br') });
    const signature = signReset(TEST_SECRET, user!.email, fingerprint(user!.password_hash), Date.now() + 600_000);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/rh%40acme.com.br?signature=${signature}`,
      payload: { password: 'Nova@12345' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await entries('password.reset')).toEqual([expect.objectContaining({ target_id: user!.id })]);
  });

  it("records an admin's change of a user's e-mail and password, never the password itself", async () => {
    const student = await loginAs(t.app, 'student2');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${student.user_id}`,
      headers: admin,
      payload: { email: 'novo.email@aluno.demo.edu.br', password: 'Trocada@123' },
    });
    expect(put.statusCode).toBe(200);
    const [changed] = await entries('user.email_changed');
    expect(changed).toMatchObject({ target_id: student.user_id, details: { to: 'novo.email@aluno.demo.edu.br' } });
    const [password] = await entries('user.password_changed');
    expect(password).toMatchObject({ target_id: student.user_id, details: null });
    expect(JSON.stringify(password)).not.toContain('Trocada@123');
  });

  it('records a lockout once per window, not every refusal', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: 'talentos@gamma.com.br', password: `Errada@${i}000` },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const locked = await entries('login.locked');
    expect(locked).toEqual([
      expect.objectContaining({ actor_label: 'talentos@gamma.com.br', details: expect.objectContaining({ max: 3 }) }),
    ]);
  });
});

describe('retention in the maintenance job', () => {
  it('deletes audit entries past AUDIT_RETENTION_DAYS and ended rate-limit windows, nothing newer', async () => {
    const db = t.database.db;
    await db.insert(auditLog).values([
      { action: 'logout', actor_label: 'velho@exemplo.com', created_at: sql`now() - interval '31 days'` },
      { action: 'logout', actor_label: 'recente@exemplo.com', created_at: sql`now() - interval '29 days'` },
    ]);
    await db.insert(rateLimits).values([
      { key: 'login:ip:203.0.113.9', window_start: new Date(Date.now() - 16 * 60_000), count: 9 },
      { key: 'login:ip:203.0.113.10', window_start: new Date(), count: 1 },
    ]);
    for (const task of platformOf(t).maintenance) await task();
    const labels = (await db.select({ label: auditLog.actor_label }).from(auditLog)).map((r) => r.label);
    expect(labels).toContain('recente@exemplo.com');
    expect(labels).not.toContain('velho@exemplo.com');
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('login:ip:203.0.113.10');
    expect(keys).not.toContain('login:ip:203.0.113.9');
  });
});
