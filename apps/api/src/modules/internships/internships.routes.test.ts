import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { internshipMessages as m, ROLE_ID } from '@portal/contracts';
import { applications, internships, jobs, students, users } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { addAgreement, companyId, signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, student: S, student2: S;
let acme: number, gamma: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  ({ admin, rep, rep2, student, student2, acme } = await signInParties(t));
  gamma = await companyId(t.database, 'Gamma Saúde');
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, who: S = rep) =>
  t.app.inject({ method: 'POST', url: '/api/internships', headers: who.headers, payload });
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors: Array<{ field?: string; message: string }> }).errors ?? []).map((e) => e.field);
const messageOn = (res: { json(): unknown }, field: string) =>
  (res.json() as { errors: Array<{ field?: string; message: string }> }).errors.find((e) => e.field === field)?.message;

describe('TCE creation and the law (Lei 11.788/2008)', () => {
  it('creates a draft for the company representative, with the convênio found for the period', async () => {
    const res = await create(tcePayload({ companies_id: acme }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      kind: 'optional',
      student: { ra: '2024001' },
      company: { id: acme },
      signatures: [],
      next_party: null,
      reports: [],
      recess: { entitled_days: 30, taken_days: 0, remaining_days: 30 },
    });
    expect(res.json().verification_code).toMatch(/^[A-Z2-9]{16}$/);
  });

  it.each([
    ['hours_per_day', { hours_per_day: 7 }, 'art. 10'],
    ['hours_per_week', { hours_per_week: 31 }, 'art. 10'],
    ['ends_on', { ends_on: '2027-01-01' }, 'art. 11'],
    ['stipend_cents', { stipend_cents: 0 }, 'art. 12'],
    ['transport_aid_cents', { transport_aid_cents: 0 }, 'art. 12'],
    ['insurer', { insurer: '' }, 'art. 9º, IV'],
    ['policy_number', { policy_number: ' ' }, 'art. 9º, IV'],
  ])('refuses %s with a 422 citing the article', async (field, over, article) => {
    const res = await create(tcePayload({ companies_id: acme, ...over }));
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toContain(field);
    expect(messageOn(res, field)).toContain(article);
  });

  it('accepts a mandatory internship without stipend or transport aid', async () => {
    const res = await create(
      tcePayload({ companies_id: acme, ra: '2024002', kind: 'mandatory', stipend_cents: 0, transport_aid_cents: 0 }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a company without a convênio covering the whole period on companies_id', async () => {
    const late = await create(tcePayload({ companies_id: acme, ends_on: '2036-01-31' }));
    expect(late.statusCode).toBe(422);
    expect(messageOn(late, 'companies_id')).toBe(m.noAgreement);
    const none = await create(tcePayload({ companies_id: gamma }), rep2);
    expect(none.statusCode).toBe(422);
    expect(fieldsOf(none)).toEqual(['companies_id']);
  });

  it('refuses more than 2 years at the same company, except for a student with a disability', async () => {
    // The first TCE of 2024001 at Acme (a year) counts: 2028-02-01..2029-03-01 makes more than 2 years.
    const over = { companies_id: acme, starts_on: '2028-02-01', ends_on: '2029-03-01' };
    const res = await create(tcePayload(over));
    expect(res.statusCode).toBe(422);
    expect(messageOn(res, 'ends_on')).toBe(m.tooLong);
    const within = await create(tcePayload({ ...over, ends_on: '2029-01-31' }));
    expect(within.statusCode).toBe(201);
    await t.database.db.update(students).set({ disability: true }).where(eq(students.ra, '2024001'));
    expect((await create(tcePayload({ ...over, starts_on: '2029-02-01', ends_on: '2030-03-01' }))).statusCode).toBe(
      201,
    );
    await t.database.db.update(students).set({ disability: false }).where(eq(students.ra, '2024001'));
  });

  it('refuses a supervisor who already follows 10 active internships, on supervisor', async () => {
    const email = 'lotado@acme.com.br';
    const first = await create(
      tcePayload({ companies_id: acme, ra: '2024002', supervisor: { ...tcePayload().supervisor, email } }),
    );
    expect(first.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(internships).where(eq(internships.id, first.json().id));
    const { id: _id, ...copy } = row!;
    for (let i = 0; i < 10; i++)
      await t.database.db
        .insert(internships)
        .values({ ...copy, status: 'active', verification_code: `FULLSUPERVISOR${i}X` });
    const res = await create(
      tcePayload({
        companies_id: acme,
        ra: '2024002',
        supervisor: { ...tcePayload().supervisor, email: email.toUpperCase() },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(messageOn(res, 'supervisor')).toBe(m.supervisorFull);
  });

  it('refuses a student (403), another company (404) and an unknown RA (422)', async () => {
    expect((await create(tcePayload({ companies_id: acme }), student)).statusCode).toBe(403);
    expect((await create(tcePayload({ companies_id: acme }), rep2)).statusCode).toBe(404);
    const unknown = await create(tcePayload({ companies_id: acme, ra: '9999999' }));
    expect(unknown.statusCode).toBe(422);
    expect(fieldsOf(unknown)).toEqual(['ra']);
    const logistics = await companyId(t.database, 'Acme Logística');
    await addAgreement(t.database, logistics, 'CV-2');
    expect((await create(tcePayload({ companies_id: logistics }), admin)).statusCode).toBe(201);
  });

  it('fills the student and company from a hired application, and refuses one not hired', async () => {
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companies_id, acme)).limit(1);
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Terceira Aluna', email: 'terceira@demo.edu.br', password_hash: 'x', role_id: ROLE_ID.student })
      .returning({ id: users.id });
    const [other] = await t.database.db
      .insert(students)
      .values({ id_user: user!.id, ra: '2024999' })
      .returning({ id: students.id });
    const [app] = await t.database.db
      .insert(applications)
      .values({ job_id: job!.id, student_id: other!.id })
      .returning({ id: applications.id });
    const id = app!.id;
    const fromApp = { application_id: id, ra: undefined, companies_id: undefined };
    const notHired = await create(tcePayload(fromApp));
    expect(notHired.statusCode).toBe(422);
    expect(fieldsOf(notHired)).toEqual(['application_id']);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}/stage`,
      headers: rep.headers,
      payload: { stage: 'hired' },
    });
    expect(moved.statusCode).toBe(200);
    const res = await create(tcePayload(fromApp));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ application_id: id, company: { id: acme } });
    expect((await create(tcePayload({ ...fromApp, companies_id: gamma }), rep2)).statusCode).toBe(404);
    expect((await create(tcePayload({ ...fromApp, ra: '2024001' }))).statusCode).toBe(422);
  });
});

describe('listing and reading', () => {
  it('lists by role with counts by status, and hides others’ TCEs', async () => {
    const mine = await t.app.inject({ url: '/api/internships', headers: rep.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().counts.draft).toBeGreaterThan(0);
    const theirs = await t.app.inject({ url: '/api/internships', headers: rep2.headers });
    expect(theirs.json().meta.total).toBe(0);
    const own = await t.app.inject({ url: '/api/internships', headers: student.headers });
    expect((own.json().data as Array<{ student: { ra: string } }>).every((x) => x.student.ra === '2024001')).toBe(true);
    const filtered = await t.app.inject({ url: '/api/internships?status=active&ra=2024002', headers: admin.headers });
    expect(filtered.json().meta.total).toBe(10);
    const id = (own.json().data as Array<{ id: number }>)[0]!.id;
    expect((await t.app.inject({ url: `/api/internships/${id}`, headers: student2.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/internships/${id}`, headers: rep2.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/internships/${id}`, headers: student.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/internships?companies_id=${acme}`, headers: rep2.headers })).statusCode,
    ).toBe(404);
  });
});
