import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMessages, messages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
let acme: { id: number; name: string }, beta: { id: number }, gamma: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  const first = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/companies', headers })).json().data[0];
  [acme, beta, gamma] = await Promise.all([first(s.rep), first(s.inactive), first(s.rep2)]);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Matriz Teste',
  numero_registro: `CRA ${Math.random()}`,
  about: 'Sobre',
  area: 'Serviços',
  email_curriculum: 'cv@matriz.com',
  site: 'https://m.com',
  ...over,
});

describe('companies routes: staff only, representatives on their own companies (docs/spec/06-roles.md#role-matrix)', () => {
  it('refuses the signed-out and students on every route', async () => {
    const routes = [
      { url: '/api/companies' },
      { url: '/api/companies/user' },
      { url: `/api/companies/user/${s.ids.rep}` },
      { url: `/api/companies/list/user/${s.ids.rep}` },
      { url: `/api/companies/${acme.id}` },
      { method: 'POST', url: '/api/companies', payload: body() },
      { method: 'PUT', url: `/api/companies/${acme.id}`, payload: { about: 'x' } },
      { method: 'DELETE', url: `/api/companies/${acme.id}` },
    ] as const;
    for (const route of routes) await expectStatuses(t.app, s, route, refused('student'));
  });

  it("refuses another representative's company on every route without leaking it", async () => {
    for (const route of [
      { url: `/api/companies/${acme.id}` },
      { url: `/api/companies/user/${s.ids.rep}` },
      { url: `/api/companies/list/user/${s.ids.rep}` },
      { url: `/api/companies?user_id=${s.ids.rep}` },
      { method: 'PUT', url: `/api/companies/${acme.id}`, payload: { about: 'Invadido' } },
      { method: 'DELETE', url: `/api/companies/${acme.id}` },
      { method: 'POST', url: '/api/companies', payload: body({ user_id: s.ids.rep }) },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: s.rep2 });
      expect(res.statusCode, `${route.url}`).toBe(404);
      expect(res.body).not.toContain('Acme');
    }
    expect((await t.app.inject({ url: `/api/companies/${acme.id}`, headers: s.rep })).json().about).not.toBe(
      'Invadido',
    );
  });

  it('lets an inactive representative read their companies but not add, edit or delete', async () => {
    await expectStatuses(t.app, s, { url: '/api/companies' }, { inactive: 200 });
    await expectStatuses(t.app, s, { url: `/api/companies/${beta.id}` }, { inactive: 200 });
    for (const route of [
      { method: 'POST', url: '/api/companies', payload: body() },
      { method: 'PUT', url: `/api/companies/${beta.id}`, payload: { about: 'x' } },
      { method: 'DELETE', url: `/api/companies/${beta.id}` },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: s.inactive });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].message).toBe(messages.session.inactiveCompanies);
    }
  });

  it('lets admins act on any company, even an inactive representative’s, and create for any representative', async () => {
    for (const url of [
      '/api/companies',
      `/api/companies/user/${s.ids.rep2}`,
      `/api/companies/list/user/${s.ids.rep2}`,
      `/api/companies/${gamma.id}`,
      '/api/companies/user',
    ]) {
      await expectStatuses(t.app, s, { url }, { admin: 200 });
    }
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${beta.id}`,
      headers: s.admin,
      payload: { site: 'https://beta.com.br/novo' },
    });
    expect(edited.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: s.admin,
      payload: body({ user_id: s.ids.rep2 }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user_id).toBe(s.ids.rep2);
    // The owner may read and delete it; the admin-only transfer is refused to representatives.
    await expectStatuses(t.app, s, { url: `/api/companies/${created.json().id}` }, { rep2: 200, rep: 404 });
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: `/api/companies/${created.json().id}`, payload: { user_id: s.ids.rep } },
      { rep2: 403 },
    );
    const toStudent = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${created.json().id}`,
      headers: s.admin,
      payload: { user_id: s.ids.student },
    });
    expect(toStudent.statusCode).toBe(422);
    await expectStatuses(t.app, s, { method: 'DELETE', url: `/api/companies/${created.json().id}` }, { rep2: 204 });
    await expectStatuses(
      t.app,
      s,
      { method: 'DELETE', url: `/api/companies/${created.json().id}` },
      { admin: 404, rep2: 404 },
    );
  });

  it('answers 422 with field errors for bad parameters, queries and bodies', async () => {
    const fields = async (
      req: { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object },
      headers = s.rep,
    ) => {
      const res = await t.app.inject({ ...req, headers });
      expect(res.statusCode, req.url).toBe(422);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    // A representative's ownership is checked before validation: an id that is not one is not found.
    expect(await fields({ url: '/api/companies/abc' }, s.admin)).toContain('id');
    expect((await t.app.inject({ url: '/api/companies/abc', headers: s.rep })).statusCode).toBe(404);
    expect(await fields({ url: '/api/companies?page=0' })).toContain('page');
    expect(await fields({ url: '/api/companies?user_id=abc' }, s.admin)).toContain('user_id');
    expect(await fields({ url: '/api/companies/user/0' }, s.admin)).toContain('id');
    expect((await t.app.inject({ url: '/api/companies/user/0', headers: s.rep })).statusCode).toBe(404);
    expect(
      await fields({ method: 'PUT', url: `/api/companies/${acme.id}`, payload: { email_curriculum: 'sem-arroba' } }),
    ).toEqual(['email_curriculum']);
    expect(await fields({ method: 'PUT', url: `/api/companies/${acme.id}`, payload: { site: '' } })).toEqual(['site']);
    expect(
      await fields({ method: 'PUT', url: `/api/companies/${acme.id}`, payload: { employees_number: 'muitos' } }),
    ).toEqual(['employees_number']);
    expect(
      await fields({ method: 'PUT', url: `/api/companies/${acme.id}`, payload: { cnpj: '11.444.777/0001-62' } }),
    ).toEqual(['cnpj']);
    expect(
      await fields({ method: 'PUT', url: `/api/companies/${acme.id}`, payload: { cnpj: '', numero_registro: '' } }),
    ).toEqual(['cnpj']);
    expect(
      await fields({
        method: 'POST',
        url: '/api/companies',
        payload: body({ cnpj: '11.444.777/0001-61', numero_registro: 'CRA 1' }),
      }),
    ).toEqual(['cnpj']);
    expect(await fields({ method: 'POST', url: '/api/companies', payload: body({ about: ' ' }) })).toEqual(['about']);
    expect(
      await fields({ method: 'POST', url: '/api/companies', payload: body({ user_id: s.ids.student }) }, s.admin),
    ).toEqual(['user_id']);
    expect(await fields({ method: 'DELETE', url: '/api/companies/abc' }, s.admin)).toContain('id');
  });

  it('checks the professional registration: 3 to 30 letters, digits, / - . and spaces, with a digit', async () => {
    const post = (numero_registro: string) =>
      t.app.inject({ method: 'POST', url: '/api/companies', headers: s.rep, payload: body({ numero_registro }) });
    for (const bad of ['12', 'Registro sem número', 'CRM#1234', `CRA ${'1'.repeat(30)}`, '<b>123</b>']) {
      const res = await post(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors, bad).toEqual([
        { field: 'numero_registro', rule: 'registro', message: companyMessages.registryInvalid },
      ]);
    }
    const ok = await post(' CRM/SP 12.345-6 ');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().numero_registro).toBe('CRM/SP 12.345-6');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${ok.json().id}`,
      headers: s.rep,
      payload: { numero_registro: 'ABC' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors[0]).toMatchObject({ field: 'numero_registro', message: companyMessages.registryInvalid });
  });

  it('finds no company that does not exist', async () => {
    await expectStatuses(t.app, s, { url: '/api/companies/999999' }, { admin: 404, rep: 404 });
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: '/api/companies/999999', payload: { about: 'x' } },
      { admin: 404 },
    );
  });
});
