import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, inactive: S, student: S;
let acmeId: number, betaId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, inactive, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
  ]);
  acmeId = (await t.app.inject({ url: '/api/companies', headers: rep.headers })).json().data[1].id;
  betaId = (await t.app.inject({ url: '/api/companies', headers: inactive.headers })).json().data[0].id;
});
afterAll(() => t.close());

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Desenvolvedor(a) Júnior',
  companies_id: acmeId,
  knowledge_areas_id: 1,
  contract_types_id: 1,
  state: 'SP',
  city: 'São Paulo',
  remuneration_initial: '3000',
  remuneration_final: 4500,
  department: 'TI',
  experience_level: 'Júnior',
  description: 'Descrição',
  assignments: 'Atribuições',
  requirements: 'Requisitos',
  ...over,
});

describe('jobs for staff', () => {
  it('lists all jobs for admins and only own jobs for representatives, with counts', async () => {
    const all = (await t.app.inject({ url: '/api/jobs', headers: admin.headers })).json();
    expect(all.meta.total).toBe(40);
    expect(all.data).toHaveLength(10);
    const own = (await t.app.inject({ url: '/api/jobs?limit=100', headers: rep.headers })).json();
    expect(own.data.every((j: { company: { user: { id: number } } }) => j.company.user.id === rep.user_id)).toBe(true);
    expect(all.data.concat(own.data).some((j: { applications_count: number }) => j.applications_count > 0)).toBe(true);
    const counted = (await t.app.inject({ url: '/api/jobs?limit=100', headers: admin.headers })).json().data;
    expect(counted.reduce((sum: number, j: { applications_count: number }) => sum + j.applications_count, 0)).toBe(5);
    const byCompany = (
      await t.app.inject({ url: `/api/jobs/company/${acmeId}?limit=100`, headers: admin.headers })
    ).json();
    expect(byCompany.data.every((j: { companies_id: number }) => j.companies_id === acmeId)).toBe(true);
    expect((await t.app.inject({ url: `/api/jobs/user/${inactive.user_id}`, headers: rep.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/jobs', headers: student.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/jobs' })).statusCode).toBe(401);
  });

  it('answers GET /jobs/{id} as an array with the applications, for the owner only', async () => {
    const own = (await t.app.inject({ url: '/api/jobs?limit=100', headers: rep.headers })).json().data;
    const withApps = own.find((j: { applications_count: number }) => j.applications_count > 0);
    const res = await t.app.inject({ url: `/api/jobs/${withApps.id}`, headers: rep.headers });
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first.applications.length).toBe(withApps.applications_count);
    expect(first.applications[0].student.user.email).toMatch(/@aluno\.demo\.edu\.br$/);
    const other = (await t.app.inject({ url: `/api/jobs/company/${betaId}`, headers: admin.headers })).json().data[0];
    const refused = await t.app.inject({ url: `/api/jobs/${other.id}`, headers: rep.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(other.title);
  });

  it('creates open jobs with every rule, and only for own companies while active', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: rep.headers, payload: job() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 1,
      remuneration_initial: 3000,
      remuneration_final: 4500,
      area: 'Tecnologia da Informação',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: rep.headers,
      payload: { companies_id: acmeId },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toContain(
      'O campo "Título" é obrigatório!',
    );
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/jobs', headers: rep.headers, payload: job({ status: 2 }) })
      ).json().errors[0].message,
    ).toBe(jobMessages.newJobsOpen);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs',
          headers: rep.headers,
          payload: job({ remuneration_initial: 'abc' }),
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs',
          headers: rep.headers,
          payload: job({ remuneration_final: 10 }),
        })
      ).json().errors[0].message,
    ).toBe(jobMessages.rangeInvalid);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs',
          headers: rep.headers,
          payload: job({ companies_id: betaId }),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs',
          headers: rep.headers,
          payload: job({ knowledge_areas_id: 9999 }),
        })
      ).statusCode,
    ).toBe(422);
    const inactiveRes = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: inactive.headers,
      payload: job({ companies_id: betaId }),
    });
    expect(inactiveRes.statusCode).toBe(403);
    expect(inactiveRes.json().errors[0].message).toBe(messages.session.inactiveJobs);
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: admin.headers,
      payload: job({ companies_id: betaId }),
    });
    expect(byAdmin.statusCode).toBe(201);
  });

  it('edits the sent fields, closes, and deletes', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: rep.headers,
        payload: job({ title: 'Para editar' }),
      })
    ).json();
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${created.id}`,
      headers: rep.headers,
      payload: { status: 2 },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 2, title: 'Para editar' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/jobs/${created.id}`,
          headers: rep.headers,
          payload: { additional_info: '' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/jobs/${created.id}`,
          headers: inactive.headers,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/jobs/${created.id}`, headers: student.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/jobs/${created.id}`, headers: rep.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/jobs/${created.id}`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('lists knowledge areas for any signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/knowledge-areas', headers: student.headers });
    expect(res.json().data.length).toBe(10);
    expect((await t.app.inject({ url: '/api/knowledge-areas' })).statusCode).toBe(401);
  });
});
