import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
let acmeId: number, betaId: number, acmeJob: { id: number; title: string }, betaJob: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  acmeId = (await t.app.inject({ url: '/api/companies', headers: s.rep })).json().data[0].id;
  betaId = (await t.app.inject({ url: '/api/companies', headers: s.inactive })).json().data[0].id;
  acmeJob = (await t.app.inject({ url: `/api/jobs/company/${acmeId}`, headers: s.rep })).json().data[0];
  betaJob = (await t.app.inject({ url: `/api/jobs/company/${betaId}`, headers: s.admin })).json().data[0];
});
afterAll(() => t.close());

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Analista',
  companies_id: acmeId,
  knowledge_areas_id: 1,
  contract_types_id: 1,
  state: 'SP',
  city: 'Santos',
  remuneration_initial: 2000,
  department: 'TI',
  experience_level: 'Júnior',
  description: 'Descrição',
  assignments: 'Atribuições',
  requirements: 'Requisitos',
  ...over,
});

describe('jobs routes for staff (docs/spec/06-roles.md#role-matrix: Jobs)', () => {
  it('refuses the signed-out and students on every staff route', async () => {
    for (const route of [
      { url: '/api/jobs' },
      { url: '/api/jobs/user' },
      { url: `/api/jobs/user/${s.ids.rep}` },
      { url: `/api/jobs/company/${acmeId}` },
      { url: `/api/jobs/${acmeJob.id}` },
      { method: 'POST', url: '/api/jobs', payload: job() },
      { method: 'PUT', url: `/api/jobs/${acmeJob.id}`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/jobs/${acmeJob.id}` },
    ] as const) {
      await expectStatuses(t.app, s, route, refused('student'));
    }
    await expectStatuses(
      t.app,
      s,
      { url: '/api/knowledge-areas' },
      { anonymous: 401, student: 200, rep: 200, admin: 200 },
    );
  });

  it("keeps another representative's jobs out of reach", async () => {
    for (const route of [
      { url: `/api/jobs/${acmeJob.id}` },
      { url: `/api/jobs/user/${s.ids.rep}` },
      { method: 'PUT', url: `/api/jobs/${acmeJob.id}`, payload: { title: 'Invadida' } },
      { method: 'DELETE', url: `/api/jobs/${acmeJob.id}` },
      { method: 'POST', url: '/api/jobs', payload: job() },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: s.rep2 });
      expect(res.statusCode, route.url).toBe(404);
      expect(res.body).not.toContain(acmeJob.title);
    }
    // Another representative's company as a filter is refused, and tells nothing of it.
    for (const url of [
      `/api/jobs/company/${acmeId}`,
      `/api/jobs?companies_id=${acmeId}`,
      `/api/jobs/user?companies_id=${acmeId}`,
    ]) {
      const res = await t.app.inject({ url, headers: s.rep2 });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(acmeJob.title);
    }
    const all = (await t.app.inject({ url: '/api/jobs?limit=100', headers: s.rep2 })).json().data;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((j: { company: { name: string } }) => j.company.name === 'Gamma Saúde')).toBe(true);
    expect((await t.app.inject({ url: `/api/jobs/${acmeJob.id}`, headers: s.rep })).json()[0].title).toBe(
      acmeJob.title,
    );
  });

  it('lets an inactive representative read their jobs but not add, edit or delete them', async () => {
    await expectStatuses(t.app, s, { url: '/api/jobs' }, { inactive: 200 });
    await expectStatuses(t.app, s, { url: `/api/jobs/${betaJob.id}` }, { inactive: 200 });
    for (const route of [
      { method: 'POST', url: '/api/jobs', payload: job({ companies_id: betaId }) },
      { method: 'PUT', url: `/api/jobs/${betaJob.id}`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/jobs/${betaJob.id}` },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: s.inactive });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].message).toBe(messages.session.inactiveJobs);
    }
  });

  it('lets admins act on every job, whoever owns it', async () => {
    for (const url of [
      '/api/jobs',
      '/api/jobs/user',
      `/api/jobs/user/${s.ids.inactive}`,
      `/api/jobs/company/${betaId}`,
      `/api/jobs/${betaJob.id}`,
    ]) {
      await expectStatuses(t.app, s, { url }, { admin: 200 });
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: s.admin,
      payload: job({ companies_id: betaId }),
    });
    expect(created.statusCode).toBe(201);
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: `/api/jobs/${created.json().id}`, payload: { status: 2 } },
      { admin: 200 },
    );
    await expectStatuses(t.app, s, { method: 'DELETE', url: `/api/jobs/${created.json().id}` }, { admin: 204 });
    await expectStatuses(t.app, s, { method: 'DELETE', url: `/api/jobs/${created.json().id}` }, { admin: 404 });
  });

  it('answers 422 with field errors for bad parameters, queries and bodies', async () => {
    const fields = async (
      req: { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object },
      headers = s.rep,
    ) => {
      const res = await t.app.inject({ ...req, headers });
      expect(res.statusCode, `${req.url} ${JSON.stringify(req.payload)}`).toBe(422);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    // A representative's ownership is checked before validation: an id that is not one is not found.
    expect(await fields({ url: '/api/jobs/abc' }, s.admin)).toContain('id');
    expect((await t.app.inject({ url: '/api/jobs/abc', headers: s.rep })).statusCode).toBe(404);
    expect(await fields({ url: '/api/jobs?companies_id=abc' })).toContain('companies_id');
    expect(await fields({ url: '/api/jobs?limit=0' })).toContain('limit');
    expect(await fields({ url: '/api/jobs/company/0' }, s.admin)).toContain('id');
    expect((await t.app.inject({ url: '/api/jobs/company/0', headers: s.rep })).statusCode).toBe(404);
    expect(await fields({ method: 'PUT', url: `/api/jobs/${acmeJob.id}`, payload: { title: ' ' } })).toEqual(['title']);
    expect(await fields({ method: 'PUT', url: `/api/jobs/${acmeJob.id}`, payload: { status: 3 } })).toEqual(['status']);
    expect(
      await fields({ method: 'PUT', url: `/api/jobs/${acmeJob.id}`, payload: { remuneration_initial: -1 } }),
    ).toEqual(['remuneration_initial']);
    expect(
      await fields({ method: 'PUT', url: `/api/jobs/${acmeJob.id}`, payload: { contract_types_id: 999_999 } }),
    ).toEqual(['contract_types_id']);
    // An unknown company: the field for an administrator; for a representative, the 404 of someone else's.
    expect(
      await fields({ method: 'POST', url: '/api/jobs', payload: job({ companies_id: 999_999 }) }, s.admin),
    ).toEqual(['companies_id']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: s.rep,
      payload: job({ companies_id: 999_999 }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await fields({ method: 'POST', url: '/api/jobs', payload: job({ city: '' }) })).toEqual(['city']);
  });
});
