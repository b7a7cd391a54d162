import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
type App = { id: number; job_id: number; job: { company: { name: string } } };
let acmeApp: App, betaApp: App;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  const all = (await t.app.inject({ url: '/api/applications?limit=100', headers: s.admin })).json().data as App[];
  acmeApp = all.find((a) => a.job.company.name.startsWith('Acme'))!;
  betaApp = all.find((a) => a.job.company.name === 'Beta Consultoria')!;
});
afterAll(() => t.close());

describe('applications, staff side (docs/spec/06-roles.md#role-matrix: Applications)', () => {
  it('has applications to an Acme job and to a Beta job in the demo data', () => {
    expect(acmeApp).toBeDefined();
    expect(betaApp).toBeDefined();
  });

  it('refuses the signed-out everywhere and students on the staff actions', async () => {
    for (const route of [
      { url: '/api/applications' },
      { url: `/api/applications/${acmeApp.id}` },
      { method: 'PUT', url: `/api/applications/${acmeApp.id}/hired` },
      { method: 'POST', url: `/api/jobs/${acmeApp.job_id}/notify` },
      { method: 'DELETE', url: `/api/applications/${acmeApp.id}` },
    ] as const) {
      await expectStatuses(t.app, s, route, { anonymous: 401 });
    }
    await expectStatuses(t.app, s, { method: 'PUT', url: `/api/applications/${acmeApp.id}/hired` }, refused('student'));
    await expectStatuses(t.app, s, { method: 'POST', url: `/api/jobs/${acmeApp.job_id}/notify` }, refused('student'));
  });

  it("keeps another representative's applications out of reach", async () => {
    for (const route of [
      { url: `/api/applications/${acmeApp.id}` },
      { method: 'PUT', url: `/api/applications/${acmeApp.id}/hired` },
      { method: 'POST', url: `/api/jobs/${acmeApp.job_id}/notify` },
      { method: 'DELETE', url: `/api/applications/${acmeApp.id}` },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: s.rep2 });
      expect(res.statusCode, route.url).toBe(404);
      expect(res.body).not.toContain('@aluno');
    }
    const scoped = (await t.app.inject({ url: `/api/applications?job_id=${acmeApp.job_id}`, headers: s.rep2 })).json();
    expect(scoped.data).toEqual([]);
    const own = (await t.app.inject({ url: '/api/applications?limit=100', headers: s.rep })).json().data as App[];
    expect(own.every((a) => a.job.company.name.startsWith('Acme'))).toBe(true);
    expect((await t.app.inject({ url: `/api/applications/${acmeApp.id}`, headers: s.rep })).json().hired).toBe(false);
  });

  it('lets an inactive representative see the applications to their jobs but change nothing', async () => {
    const own = (await t.app.inject({ url: '/api/applications?limit=100', headers: s.inactive })).json().data as App[];
    expect(own.map((a) => a.id)).toContain(betaApp.id);
    await expectStatuses(t.app, s, { url: `/api/applications/${betaApp.id}` }, { inactive: 200 });
    for (const route of [
      { method: 'PUT', url: `/api/applications/${betaApp.id}/hired` },
      { method: 'POST', url: `/api/jobs/${betaApp.job_id}/notify` },
      { method: 'DELETE', url: `/api/applications/${betaApp.id}` },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: s.inactive });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().errors[0].message).toBe(messages.session.inactiveJobs);
    }
    expect((await t.app.inject({ url: `/api/applications/${betaApp.id}`, headers: s.admin })).json().hired).toBe(false);
  });

  it('lets admins act on any application', async () => {
    await expectStatuses(t.app, s, { url: `/api/applications/${betaApp.id}` }, { admin: 200 });
    const hired = await t.app.inject({ method: 'PUT', url: `/api/applications/${betaApp.id}/hired`, headers: s.admin });
    expect(hired.json().hired).toBe(true);
    await expectStatuses(t.app, s, { method: 'POST', url: `/api/jobs/${betaApp.job_id}/notify` }, { admin: 200 });
    await expectStatuses(t.app, s, { method: 'DELETE', url: `/api/applications/${betaApp.id}` }, { admin: 204 });
    await expectStatuses(t.app, s, { method: 'PUT', url: `/api/applications/${betaApp.id}/hired` }, { admin: 404 });
    await expectStatuses(t.app, s, { method: 'POST', url: '/api/jobs/999999/notify' }, { admin: 404 });
  });

  it('answers 422 with field errors for bad parameters and queries', async () => {
    for (const [url, field, method] of [
      ['/api/applications/abc', 'id', 'GET'],
      ['/api/applications?job_id=abc', 'job_id', 'GET'],
      ['/api/applications?page=0', 'page', 'GET'],
      ['/api/applications/0/hired', 'id', 'PUT'],
      ['/api/jobs/abc/notify', 'id', 'POST'],
      ['/api/applications/-1', 'id', 'DELETE'],
    ] as const) {
      // An id that is not one names nobody's application: not found for a representative, whose
      // ownership is checked before validation (plugins/ownership.ts); administrators own everything.
      const isPath = field === 'id';
      const res = await t.app.inject({ method, url, headers: isPath ? s.admin : s.rep });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      if (isPath) expect((await t.app.inject({ method, url, headers: s.rep })).statusCode, url).toBe(404);
    }
  });
});
