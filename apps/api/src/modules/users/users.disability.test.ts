import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internshipMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { signInParties, tcePayload } from '../internships/internships.test-helpers.ts';

let t: TestApp;
let parties: Awaited<ReturnType<typeof signInParties>>;
beforeAll(async () => {
  t = await createTestApp();
  parties = await signInParties(t);
});
afterAll(() => t.close());

const put = (id: number, payload: object, headers = parties.admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

// docs/spec/07-api.md#jobs-api (PUT /users/{id}): the office records a person with disability (Lei 11.788/2008 art. 11).
describe('PUT /api/users/:id disability', () => {
  it('records it for a student, audits the change and lifts the 2-year limit at one company', async () => {
    const tce = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/internships', headers: parties.rep.headers, payload });
    const first = await tce(tcePayload({ companies_id: parties.acme }));
    expect(first.statusCode).toBe(201);
    const over = tcePayload({ companies_id: parties.acme, starts_on: '2028-02-01', ends_on: '2029-03-01' });
    const refused = await tce(over);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'ends_on', message: internshipMessages.tooLong });

    const id = parties.student.user_id;
    expect(
      (await t.app.inject({ url: `/api/users/${id}`, headers: parties.admin.headers })).json().student,
    ).toMatchObject({ disability: false });
    const res = await put(id, { disability: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().student).toMatchObject({ ra: '2024001', disability: true });
    expect((await tce(over)).statusCode).toBe(201);

    const log = await t.app.inject({
      url: '/api/audit-log?action=student.disability_changed',
      headers: parties.admin.headers,
    });
    expect(log.json().data).toEqual([
      expect.objectContaining({ action: 'student.disability_changed', details: { to: true } }),
    ]);
    // The same value again changes nothing and records nothing.
    await put(id, { disability: true });
    const again = await t.app.inject({
      url: '/api/audit-log?action=student.disability_changed',
      headers: parties.admin.headers,
    });
    expect(again.json().data).toHaveLength(1);
  });

  it('is the office’s: a student cannot set it, a representative has no student record', async () => {
    expect((await put(parties.student2.user_id, { disability: true }, parties.student2.headers)).statusCode).toBe(403);
    const rep = await put(parties.rep.user_id, { disability: true });
    expect(rep.statusCode).toBe(200);
    expect(rep.json().student).toBeNull();
    const student2 = await loginAs(t.app, 'student2');
    expect(
      (await t.app.inject({ url: `/api/users/${student2.user_id}`, headers: parties.admin.headers })).json().student,
    ).toMatchObject({ disability: false });
  });
});
