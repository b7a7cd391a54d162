import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { companyId, signStudentTerm, tcePayload } from '../internships/internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, student: S;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  [admin, rep, rep2, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
    loginAs(t.app, 'student'),
  ]);
  await signStudentTerm(t.app, student);
  acme = await companyId(t.database, 'Acme Tecnologia');
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  companies_id: acme,
  number: 'CV-2026/001',
  starts_on: '2026-01-01',
  ends_on: '2030-12-31',
  integration_agent: { name: 'Agente de Integração Exemplo', cnpj: '11.222.333/0001-81' },
  ...over,
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: S, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });

describe('convênios', () => {
  it('lets the office create, change and list them; a company reads only its own', async () => {
    expect((await send('POST', '/api/agreements', rep, body())).statusCode).toBe(403);
    expect((await send('POST', '/api/agreements', student, body())).statusCode).toBe(403);
    const created = await send('POST', '/api/agreements', admin, body());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      companies_id: acme,
      company_name: 'Acme Tecnologia',
      integration_agent: { cnpj: '11222333000181' },
      internships_count: 0,
    });
    const id = created.json().id;
    const changed = await send(
      'PUT',
      `/api/agreements/${id}`,
      admin,
      body({ integration_agent: null, number: 'CV-2' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ number: 'CV-2', integration_agent: null });

    const own = await t.app.inject({ url: `/api/agreements?companies_id=${acme}`, headers: rep.headers });
    expect(own.json().data).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/api/agreements?companies_id=${acme}`, headers: rep2.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/agreements', headers: rep2.headers })).json().meta.total).toBe(0);
    expect((await t.app.inject({ url: `/api/agreements/${id}`, headers: rep2.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/agreements', headers: student.headers })).statusCode).toBe(403);
  });

  it('refuses bad periods, unknown companies and bad CNPJs with 422 on the field', async () => {
    const bad = await send('POST', '/api/agreements', admin, body({ ends_on: '2025-01-01' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'ends_on', message: agreementMessages.endsBeforeStart });
    const cnpj = await send('POST', '/api/agreements', admin, body({ integration_agent: { name: 'X', cnpj: '123' } }));
    expect(cnpj.json().errors[0].field).toBe('integration_agent.cnpj');
    const unknown = await send('POST', '/api/agreements', admin, body({ companies_id: 999999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('companies_id');
  });

  it('keeps a convênio while an internship depends on it (409), deletes it otherwise', async () => {
    const id = (await send('POST', '/api/agreements', admin, body({ number: 'CV-3' }))).json().id;
    const tce = await send('POST', '/api/internships', rep, tcePayload({ companies_id: acme }));
    expect(tce.statusCode).toBe(201);
    const used = tce.json().agreement.id;
    expect((await send('DELETE', `/api/agreements/${used}`, admin)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/agreements/${used}`, rep)).statusCode).toBe(403);
    const other = used === id ? (await send('POST', '/api/agreements', admin, body({ number: 'CV-4' }))).json().id : id;
    expect((await send('DELETE', `/api/agreements/${other}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/agreements/${other}`, admin)).statusCode).toBe(404);
  });
});
