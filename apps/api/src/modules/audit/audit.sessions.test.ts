import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { entries, last, UA } from './audit.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...UA, ...headers } });

describe('sign-in and sign-out', () => {
  it('records a sign-in by e-mail with who, from which address and which browser', async () => {
    expect((await post('/api/login', { email: 'RH@acme.com.br', password: 'Empresa@123' })).statusCode).toBe(200);
    const rep = await last(t, 'login.success');
    expect(rep).toMatchObject({
      actor_label: 'rh@acme.com.br',
      target_type: 'user',
      ip: '127.0.0.1',
      user_agent: 'audit-test/1.0',
    });
    expect(rep!.actor_user_id).toBe(rep!.target_id);
    expect(rep!.created_at).toBeInstanceOf(Date);
  });

  it('records a refused sign-in with the e-mail typed, never the password', async () => {
    const res = await post('/api/login', { email: ' Ninguem@Exemplo.com ', password: 'Senha-Secreta-987' });
    expect(res.statusCode).toBe(401);
    const row = await last(t, 'login.failure');
    expect(row).toMatchObject({
      actor_user_id: null,
      actor_label: 'ninguem@exemplo.com',
      target_id: null,
      ip: '127.0.0.1',
      user_agent: 'audit-test/1.0',
    });
    expect(JSON.stringify(await entries(t, 'login.failure'))).not.toContain('Senha-Secreta-987');
  });

  it('records a sign-in by RA and a refused one, naming the account the RA belongs to', async () => {
    const ok = await post('/api/login-student', { ra: '2024001', password: 'Aluno@1234' });
    expect(ok.statusCode).toBe(200);
    const userId = ok.json().user_id as number;
    expect(await last(t, 'login.success')).toMatchObject({
      actor_user_id: userId,
      actor_label: 'ana.souza@aluno.demo.edu.br',
      target_id: userId,
    });

    expect((await post('/api/login-student', { ra: '2024001', password: 'Errada-123456' })).statusCode).toBe(401);
    expect(await last(t, 'login.failure')).toMatchObject({
      actor_user_id: null,
      actor_label: '2024001',
      target_type: 'user',
      target_id: userId,
    });
    expect((await post('/api/stage/auth/login', { ra: '9999999', password: 'Errada-123456' })).statusCode).toBe(401);
    expect(await last(t, 'login.failure')).toMatchObject({
      actor_label: '9999999',
      target_id: null,
      user_agent: 'audit-test/1.0',
    });
    expect(JSON.stringify(await entries(t, 'login.failure'))).not.toContain('Errada-123456');
  });

  it('records a sign-out', async () => {
    const rep = await loginAs(t.app, 'rep');
    expect((await post('/api/logout', {}, rep.headers)).statusCode).toBe(204);
    expect(await last(t, 'logout')).toMatchObject({
      actor_user_id: rep.user_id,
      actor_label: 'rh@acme.com.br',
      target_id: rep.user_id,
      ip: '127.0.0.1',
    });
  });
});

describe('user administration', () => {
  const user = {
    name: 'Carla Dias',
    email: 'Carla@Empresa.com',
    password: 'Senha@1234',
    is_active: true,
    role_id: ROLE_ID.representative,
  };
  const by = {
    actor_user_id: 0,
    actor_label: 'admin@demo.edu.br',
    ip: '127.0.0.1',
    user_agent: 'audit-test/1.0',
    target_type: 'user',
  };
  beforeAll(() => {
    by.actor_user_id = admin.user_id;
  });

  it('records a creation, a deactivation, an activation and a role change', async () => {
    const created = await post('/api/users', user, admin.headers);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await last(t, 'user.created')).toMatchObject({
      ...by,
      target_id: id,
      target_label: 'carla@empresa.com',
      details: { role_id: 2, is_active: true },
    });
    expect(JSON.stringify(await entries(t, 'user.created'))).not.toContain('Senha@1234');

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { ...UA, ...admin.headers }, payload });
    expect((await put({ is_active: false })).statusCode).toBe(200);
    expect(await last(t, 'user.deactivated')).toMatchObject({ ...by, target_id: id });
    // The same value again changes nothing and records nothing.
    expect((await put({ is_active: false, name: 'Carla D.' })).statusCode).toBe(200);
    expect(await entries(t, 'user.deactivated')).toHaveLength(1);

    expect((await put({ is_active: true, role_id: ROLE_ID.admin })).statusCode).toBe(200);
    expect(await last(t, 'user.activated')).toMatchObject({ ...by, target_id: id });
    expect(await last(t, 'user.role_changed')).toMatchObject({ ...by, target_id: id, details: { from: 2, to: 1 } });
  });

  it('records a deletion with the e-mail the account had', async () => {
    const id = (await post('/api/users', { ...user, email: 'saiu@empresa.com' }, admin.headers)).json().id as number;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: { ...UA, ...admin.headers } });
    expect(del.statusCode).toBe(204);
    expect(await last(t, 'user.deleted')).toMatchObject({ ...by, target_id: id, target_label: 'saiu@empresa.com' });
  });

  it('records nothing for a refused change', async () => {
    const before = (await entries(t, 'user.deleted')).length;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.user_id}`, headers: admin.headers })).statusCode,
    ).toBe(403);
    expect(await entries(t, 'user.deleted')).toHaveLength(before);
  });
});
