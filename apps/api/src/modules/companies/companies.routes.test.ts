import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMessages, messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1X1, PNG_FLOOD } from '../../test/multipart.ts';

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
});
afterAll(() => t.close());

const valid = {
  name: 'Delta Ltda',
  cnpj: '11.444.777/0001-61',
  about: 'Sobre a Delta',
  area: 'Tecnologia',
  email_curriculum: 'cv@delta.com',
  site: 'https://delta.com',
  employees_number: '10',
};

describe('listing companies', () => {
  it('gives admins every company with its jobs count, representatives their own', async () => {
    const all = (await t.app.inject({ url: '/api/companies', headers: admin.headers })).json();
    expect(all.meta.total).toBe(4);
    expect(all.data.reduce((sum: number, c: { jobs_count: number }) => sum + c.jobs_count, 0)).toBe(40);
    const own = (await t.app.inject({ url: '/api/companies', headers: rep.headers })).json();
    expect(own.data.map((c: { name: string }) => c.name)).toEqual(['Acme Logística', 'Acme Tecnologia']);
    expect(own.data.every((c: { jobs_count: number }) => c.jobs_count > 0)).toBe(true);
    const filtered = (
      await t.app.inject({ url: `/api/companies?user_id=${rep.user_id}`, headers: admin.headers })
    ).json();
    expect(filtered.meta.total).toBe(2);
    expect(
      (await t.app.inject({ url: `/api/companies/user/${rep.user_id}`, headers: admin.headers })).json().meta.total,
    ).toBe(2);
    expect((await t.app.inject({ url: '/api/companies/user', headers: rep.headers })).json().meta.total).toBe(2);
  });

  it('refuses students, strangers and other representatives', async () => {
    expect((await t.app.inject({ url: '/api/companies' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/companies', headers: student.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/companies/user/${inactive.user_id}`, headers: rep.headers })).statusCode,
    ).toBe(404);
    const beta = (await t.app.inject({ url: '/api/companies', headers: inactive.headers })).json().data[0];
    const res = await t.app.inject({ url: `/api/companies/${beta.id}`, headers: rep.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Beta');
  });
});

describe('creating, editing and deleting', () => {
  it('creates a company with a logo checked by its bytes', async () => {
    const form = await multipart({ ...valid, logo_image: { data: PNG_1X1, name: 'logo.png', type: 'image/png' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...rep.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({
      name: 'Delta Ltda',
      cnpj: '11444777000161',
      numero_registro: null,
      user_id: rep.user_id,
      jobs_count: 0,
    });
    const logo = await t.app.inject({ url: company.logo_image });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(
      (await t.app.inject({ url: company.logo_image.replace(/signature=[^&]+/, 'signature=forged') })).statusCode,
    ).toBe(403);
  });

  it('checks the spec rules and file contents', async () => {
    const post = async (fields: Parameters<typeof multipart>[0], headers = rep.headers) => {
      const form = await multipart(fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const empty = await post({ about: '', area: '', email_curriculum: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        'O campo "Nome Fantasia" é obrigatório!',
        'O campo "Área de atuação" é obrigatório!',
        'O campo "E-mail para recebimento de curriculum" é obrigatório!',
      ]),
    );
    expect((await post({ ...valid, cnpj: '11.444.777/0001-62' })).json().errors[0]).toMatchObject({
      field: 'cnpj',
      message: companyMessages.cnpjInvalid,
    });
    expect((await post({ ...valid, cnpj: '' })).json().errors[0].message).toBe(companyMessages.cnpjRequired);
    const fake = await post({
      ...valid,
      cnpj: '',
      numero_registro: 'CRM 1',
      logo_image: { data: Buffer.from('<svg onload=alert(1)>'), name: 'x.png', type: 'image/png' },
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors[0]).toMatchObject({ field: 'logo_image' });
    const flood = await post({
      ...valid,
      cnpj: '',
      numero_registro: 'CRM 2',
      logo_image: { data: PNG_FLOOD, name: 'x.png', type: 'image/png' },
    });
    expect(flood.statusCode).toBe(422);
    const big = await post({
      ...valid,
      cnpj: '',
      numero_registro: 'CRM 3',
      cover_image: { data: Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]), name: 'x.png', type: 'image/png' },
    });
    expect(big.statusCode).toBe(413);
    const adminNoRep = await post({ ...valid, cnpj: '', numero_registro: 'CRM 4' }, admin.headers);
    expect(adminNoRep.json().errors[0].message).toBe(companyMessages.representativeRequired);
    const adminForRep = await post(
      { ...valid, cnpj: '', numero_registro: 'CRM 5', user_id: inactive.user_id },
      admin.headers,
    );
    expect(adminForRep.statusCode).toBe(201);
    expect(adminForRep.json().user_id).toBe(inactive.user_id);
    const blocked = await post({ ...valid, cnpj: '', numero_registro: 'CRM 6' }, inactive.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors[0].message).toBe(messages.session.inactiveCompanies);
  });

  it('edits only the sent fields and refuses deleting a company with jobs', async () => {
    const acme = (await t.app.inject({ url: '/api/companies', headers: rep.headers })).json().data[1];
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${acme.id}`,
      headers: rep.headers,
      payload: { about: 'Novo texto' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      about: 'Novo texto',
      name: acme.name,
      cnpj: acme.cnpj,
      employees_number: acme.employees_number,
    });
    expect(acme.employees_number).toBeGreaterThan(0);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/companies/${acme.id}`,
          headers: rep.headers,
          payload: { name: '' },
        })
      ).json().errors[0].message,
    ).toBe('O campo "Nome Fantasia" não pode ser vazio!');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/companies/${acme.id}`,
          headers: inactive.headers,
          payload: { about: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/companies/${acme.id}`, headers: rep.headers });
    expect(del.statusCode).toBe(409);
    expect(del.json().errors[0].message).toBe(companyMessages.hasJobs);
    const delta = (await t.app.inject({ url: '/api/companies', headers: rep.headers }))
      .json()
      .data.find((c: { name: string }) => c.name === 'Delta Ltda');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/companies/${delta.id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/companies/${delta.id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: delta.logo_image })).statusCode).toBe(404);
  });
});
