import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internshipMessages as m } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
let p: Awaited<ReturnType<typeof signInParties>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  p = await signInParties(t);
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const create = (payload: object, who: Who = p.rep) =>
  t.app.inject({ method: 'POST', url: '/api/internships', headers: who.headers, payload });
const put = (id: number, payload: object, who: Who = p.rep) =>
  t.app.inject({ method: 'PUT', url: `/api/internships/${id}`, headers: who.headers, payload });
const errorOn = (res: { json(): unknown }, field: string) =>
  (res.json() as { errors: Array<{ field?: string; message: string }> }).errors.find((e) => e.field === field);

// docs/spec/07-api.md#internships-api: a draft is written again with the checks of its creation.
describe('PUT /api/internships/:id (a draft)', () => {
  it('rewrites a draft whole, leaving its own period out of the 2 years at the company', async () => {
    const draft = await create(tcePayload({ companies_id: p.acme }));
    expect(draft.statusCode).toBe(201);
    const id = draft.json().id as number;
    // One year became two: lawful only if the draft's old year is not counted with the new two.
    const res = await put(
      id,
      tcePayload({
        companies_id: p.acme,
        ends_on: '2029-01-31',
        hours_per_day: 4,
        hours_per_week: 20,
        activities: ['Atender chamados de suporte'],
        supervisor: { ...tcePayload().supervisor, name: 'Outra Supervisora' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'draft',
      ends_on: '2029-01-31',
      hours_per_day: 4,
      activities: ['Atender chamados de suporte'],
      supervisor: { name: 'Outra Supervisora' },
    });
    const office = await put(id, tcePayload({ companies_id: p.acme, policy_number: 'AP-OFFICE' }), p.admin);
    expect(office.statusCode).toBe(200);
    expect(office.json().policy_number).toBe('AP-OFFICE');
  });

  it('answers the creation’s 422s on their fields and keeps the draft as it was', async () => {
    const id = (await create(tcePayload({ companies_id: p.acme, ra: '2024002' }))).json().id as number;
    const res = await put(
      id,
      tcePayload({ companies_id: p.acme, ra: '2024002', hours_per_day: 7, kind: 'optional', stipend_cents: 0 }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorOn(res, 'hours_per_day')?.message).toBe(m.hoursPerDay(6));
    expect(errorOn(res, 'stipend_cents')?.message).toBe(m.stipend);
    const noAgreement = await put(id, tcePayload({ companies_id: p.acme, ra: '2024002', ends_on: '2036-06-30' }));
    expect(errorOn(noAgreement, 'companies_id')?.message).toBe(m.noAgreement);
    const same = await t.app.inject({ url: `/api/internships/${id}`, headers: p.rep.headers });
    expect(same.json()).toMatchObject({ hours_per_day: 6, stipend_cents: 150000, ends_on: '2028-01-31' });
  });

  it('is refused once submitted (409), to students (403) and to another company (404)', async () => {
    const id = (
      await create(tcePayload({ companies_id: p.acme, ra: '2024002', starts_on: '2030-01-01', ends_on: '2030-06-30' }))
    ).json().id as number;
    expect((await put(id, tcePayload({ companies_id: p.acme }), p.student)).statusCode).toBe(403);
    const other = await put(id, tcePayload({ companies_id: p.acme }), p.rep2);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('2024002');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/internships/${id}/submit`,
      headers: p.rep.headers,
    });
    expect(submitted.statusCode).toBe(200);
    const late = await put(id, tcePayload({ companies_id: p.acme, ra: '2024002' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].message).toBe(m.notEditable);
    expect((await put(999_999, tcePayload({ companies_id: p.acme }))).statusCode).toBe(404);
  });
});
