import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLogSchema, type AuditLog } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { UA } from './audit.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, inactive: S, student: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, inactive, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
  ]);
  for (const email of ['Intruso@Exemplo.com', 'intruso@exemplo.com', 'outra.pessoa@exemplo.com']) {
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: UA,
      payload: { email, password: 'nao-e-a-senha' },
    });
  }
});
afterAll(() => t.close());

const read = async (query = '', headers = admin.headers) => {
  const res = await t.app.inject({ url: `/api/audit-log${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return auditLogSchema.parse(res.json()) as AuditLog;
};

describe('GET /api/audit-log', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/audit-log' })).statusCode).toBe(401);
    for (const who of [rep, inactive, student]) {
      const res = await t.app.inject({ url: '/api/audit-log', headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('intruso');
    }
  });

  it('answers a page newest first in the list shape', async () => {
    const page = await read();
    expect(page.meta).toMatchObject({ per_page: 10, current_page: 1, first_page: 1 });
    // Four sign-ins of beforeAll and three refused ones.
    expect(page.meta.total).toBe(7);
    expect(page.data.map((e) => e.action).slice(0, 3)).toEqual(['login.failure', 'login.failure', 'login.failure']);
    expect(page.data[0]).toMatchObject({
      actor_label: 'outra.pessoa@exemplo.com',
      actor_user_id: null,
      ip: '127.0.0.1',
      user_agent: 'audit-test/1.0',
    });
    const times = page.data.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await read('?limit=3&page=2');
    expect(second.meta).toMatchObject({ total: 7, per_page: 3, current_page: 2, last_page: 3 });
    expect(second.data.map((e) => e.id)).toEqual(page.data.slice(3, 6).map((e) => e.id));
  });

  it('filters by action and by part of the actor, ignoring case and accents', async () => {
    const failures = await read('?action=login.failure');
    expect(failures.meta.total).toBe(3);
    const intruder = await read('?actor=INTRUSO');
    expect(intruder.data.map((e) => e.actor_label)).toEqual(['intruso@exemplo.com', 'intruso@exemplo.com']);
    const both = await read(`?action=login.success&actor=${encodeURIComponent('ácme')}`);
    expect(both.data.map((e) => e.actor_label)).toEqual(['rh@acme.com.br']);
    // LIKE wildcards are plain text.
    expect((await read('?actor=%25')).meta.total).toBe(0);
    expect((await read('?action=logout')).data).toEqual([]);
  });

  it('refuses bad filters with 422', async () => {
    for (const q of ['?action=drop', '?limit=101', '?page=0', `?actor=${'x'.repeat(300)}`]) {
      expect((await t.app.inject({ url: `/api/audit-log${q}`, headers: admin.headers })).statusCode).toBe(422);
    }
  });
});

describe('when an entry cannot be written', () => {
  it('still signs in, refuses and deletes as usual', async () => {
    await t.database.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      expect((await loginAs(t.app, 'admin')).token).toBeTruthy();
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@demo.edu.br', password: 'errada-123' },
      });
      expect(refused.statusCode).toBe(401);
      const type = await t.app.inject({
        method: 'POST',
        url: '/api/contract-types',
        headers: admin.headers,
        payload: { name: 'Sem registro' },
      });
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/contract-types/${type.json().id}`, headers: admin.headers }))
          .statusCode,
      ).toBe(204);
    } finally {
      await t.database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect((await read('?action=contract_type.deleted')).meta.total).toBe(0);
  });
});
