import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { signInAll, type Sessions } from '../../test/access.ts';
import { fingerprint, signReset } from '../../lib/tokens.ts';

let t: TestApp;
let s: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
});
afterAll(() => t.close());

type Listed = { meta: { total: number }; data: Array<{ id: number; email: string; is_active: boolean }> };
const list = async (query: string) =>
  (await t.app.inject({ url: `/api/users?${query}`, headers: s.admin })).json() as Listed;

describe('Usuários filtered by Ativo', () => {
  it('lists only the pending representatives with is_active=false, and refuses a bad value', async () => {
    const pending = await list('role=2&is_active=false');
    expect(pending.data.map((u) => u.email)).toContain('pendente@beta.com.br');
    expect(pending.data.every((u) => !u.is_active)).toBe(true);
    const active = await list('role=2&is_active=true');
    expect(active.data.every((u) => u.is_active)).toBe(true);
    expect(active.meta.total + pending.meta.total).toBe((await list('role=2')).meta.total);
    expect((await t.app.inject({ url: '/api/users?is_active=talvez', headers: s.admin })).statusCode).toBe(422);
  });

  it("counts only sign-ups waiting for activation as pending (the menu's badge), not disabled accounts", async () => {
    // A representative activated once, then switched off: disabled, not waiting for the office.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: s.admin,
      payload: { name: 'Gama RH', email: 'rh@gama.com.br', password: 'Gama@12345', is_active: true, role_id: 2 },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: s.admin,
      payload: { is_active: false },
    });
    expect(off.json()).toMatchObject({ is_active: false, pending_activation: false });

    const pending = await list('role=2&status=pending&limit=1');
    expect(pending.meta.total).toBe(1);
    expect(pending.data[0]).toMatchObject({ email: 'pendente@beta.com.br', pending_activation: true });
    const disabled = await list('role=2&status=disabled');
    expect(disabled.data.map((u) => u.email)).toEqual(['rh@gama.com.br']);
    const active = await list('role=2&status=active');
    expect(active.data.every((u) => u.is_active)).toBe(true);
    expect(active.meta.total + 2).toBe((await list('role=2')).meta.total);
    expect((await t.app.inject({ url: '/api/users?status=inativo', headers: s.admin })).statusCode).toBe(422);

    // Switched on again it is active, and never pending again.
    await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: s.admin, payload: { is_active: true } });
    await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: s.admin, payload: { is_active: false } });
    expect((await list('role=2&status=pending')).meta.total).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: s.admin });
  });
});

describe('activation e-mail', () => {
  it('tells a representative their account was activated, once, with the staff login link', async () => {
    const before = t.mails().length;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.ids.inactive}`,
      headers: s.admin,
      payload: { is_active: true },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mails().length).toBe(before + 1));
    const mail = t.mails().at(-1)!;
    expect(mail).toContain('To: pendente@beta.com.br');
    expect(mail).toContain('seu acesso foi ativado');
    expect(mail).toContain('/login-admin');
    expect((await list('role=2&is_active=false')).data.map((u) => u.email)).not.toContain('pendente@beta.com.br');

    // Saving an active account again, or a student's activation, sends nothing.
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.ids.inactive}`,
      headers: s.admin,
      payload: { is_active: true, name: 'Beta RH' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.ids.student}`,
      headers: s.admin,
      payload: { is_active: false },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.ids.student}`,
      headers: s.admin,
      payload: { is_active: true },
    });
    expect(t.mails().length).toBe(before + 1);
  });
});

describe('after a password reset', () => {
  const resetAs = async (email: string) => {
    const user = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    const signature = signReset(TEST_SECRET, email, fingerprint(user!.password_hash), Date.now() + 10 * 60_000);
    return t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${encodeURIComponent(email)}?signature=${signature}`,
      payload: { password: 'Nova@12345', password_confirmation: 'Nova@12345' },
    });
  };
  it('sends staff to /login-admin and students to /', async () => {
    const staff = await resetAs('rh@acme.com.br');
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ message: expect.any(String), login_path: '/login-admin' });
    const student = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.role_id, 3) });
    expect((await resetAs(student!.email)).json().login_path).toBe('/');
  });
});
