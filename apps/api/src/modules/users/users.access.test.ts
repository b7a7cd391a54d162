import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
});
afterAll(() => t.close());

const staffAndStudents = refused('rep', 'rep2', 'inactive', 'student');

describe('users routes: admin only (docs/spec/06-roles.md#role-matrix)', () => {
  it('refuses every route to the signed-out (401) and to everyone but admins (403), before reading the body', async () => {
    const target = s.ids.rep2;
    const routes = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: `/api/users/${target}` },
      { method: 'POST', url: '/api/users', payload: { name: 'x' } },
      { method: 'PUT', url: `/api/users/${target}`, payload: { name: 'Tomada' } },
      { method: 'DELETE', url: `/api/users/${target}` },
      {
        method: 'POST',
        url: '/api/users/import',
        payload: { csv: 'ra;nome;email;curso\n1;A;a@b.co;Direito', dry_run: false },
      },
      { method: 'GET', url: '/api/roles' },
    ] as const;
    for (const route of routes) await expectStatuses(t.app, s, route, staffAndStudents);
    // Nothing was changed by the refused calls.
    const rep2 = await t.app.inject({ url: `/api/users/${target}`, headers: s.admin });
    expect(rep2.json().name).toBe('Gabriela Martins');
  });

  it('answers admins on every route', async () => {
    await expectStatuses(t.app, s, { url: '/api/users' }, { admin: 200 });
    await expectStatuses(t.app, s, { url: `/api/users/${s.ids.rep}` }, { admin: 200 });
    const roles = await t.app.inject({ url: '/api/roles', headers: s.admin });
    expect(roles.json().data.map((r: { label: string }) => r.label)).toEqual([
      'Administrador',
      'Representante da empresa',
      'Estudante',
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: s.admin,
      payload: {
        name: 'Temporária',
        email: 'temp@acesso.com',
        password: 'Senha@123',
        password_confirmation: 'Senha@123',
        role_id: 2,
        is_active: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: `/api/users/${id}`, payload: { is_active: true } },
      { admin: 200 },
    );
    await expectStatuses(t.app, s, { method: 'DELETE', url: `/api/users/${id}` }, { admin: 204 });
    await expectStatuses(t.app, s, { method: 'DELETE', url: `/api/users/${id}` }, { admin: 404 });
    await expectStatuses(
      t.app,
      s,
      {
        method: 'POST',
        url: '/api/users/import',
        payload: { csv: 'ra;nome;email;curso\n2025900;Ana;ana@imp.com;Direito' },
      },
      { admin: 200 },
    );
  });

  it('answers 422 with field errors for bad parameters, queries and bodies', async () => {
    const fieldOf = async (req: { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object }) => {
      const res = await t.app.inject({ ...req, headers: s.admin });
      expect(res.statusCode, req.url).toBe(422);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await fieldOf({ url: '/api/users/abc' })).toContain('id');
    expect(await fieldOf({ url: '/api/users?page=0' })).toContain('page');
    expect(await fieldOf({ url: '/api/users?role=9' })).toContain('role');
    expect(await fieldOf({ url: '/api/users?limit=1000' })).toContain('limit');
    expect(await fieldOf({ method: 'PUT', url: `/api/users/${s.ids.rep2}`, payload: { email: 'sem-arroba' } })).toEqual(
      ['email'],
    );
    expect(await fieldOf({ method: 'PUT', url: `/api/users/${s.ids.rep2}`, payload: { password: '123' } })).toEqual([
      'password',
    ]);
    expect(await fieldOf({ method: 'PUT', url: `/api/users/${s.ids.rep2}`, payload: { is_active: 'talvez' } })).toEqual(
      ['is_active'],
    );
    expect(await fieldOf({ method: 'PUT', url: `/api/users/${s.ids.rep2}`, payload: { name: '   ' } })).toEqual([
      'name',
    ]);
    expect(await fieldOf({ method: 'DELETE', url: '/api/users/0' })).toContain('id');
    expect(await fieldOf({ method: 'POST', url: '/api/users/import', payload: { csv: '' } })).toContain('csv');
    expect(
      await fieldOf({
        method: 'POST',
        url: '/api/users/import',
        payload: { csv: 'ra;nome;email;curso', dry_run: 'sim' },
      }),
    ).toContain('dry_run');
    expect(
      await fieldOf({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'X', email: 'x@y.com', password: 'Senha@123', is_active: true, role_id: 4 },
      }),
    ).toContain('role_id');
  });

  it('finds no user that does not exist', async () => {
    await expectStatuses(t.app, s, { url: '/api/users/999999' }, { admin: 404 });
    await expectStatuses(t.app, s, { method: 'PUT', url: '/api/users/999999', payload: { name: 'x' } }, { admin: 404 });
  });
});
