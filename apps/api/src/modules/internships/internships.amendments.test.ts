import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, internships } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { activeTce, PASSWORD, signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, student: S, student2: S;
let acme: number;
let clockFile: string;
const setToday = (day: string) => writeFileSync(clockFile, String(Date.parse(`${day}T15:00:00Z`) - Date.now()));

beforeAll(async () => {
  clockFile = join(mkdtempSync(join(tmpdir(), 'portal-clock-')), 'offset');
  setToday('2027-03-01');
  t = await createTestApp({ CLOCK_OFFSET_FILE: clockFile, LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' }, { demo: true });
  ({ admin, rep, rep2, student, student2, acme } = await signInParties(t));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: S | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const active = (over: Record<string, unknown>, who = student) =>
  activeTce(t, { rep, admin, student: who }, { companies_id: acme, ...over });
const errorOn = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode).toBe(422);
  return (res.json().errors as Array<{ field: string }>).map((e) => e.field);
};

describe('termos aditivos', () => {
  it('change the terms only when the third party signs, reschedule the reports and freeze a verifiable PDF', async () => {
    const tce = await active({ starts_on: '2027-02-01', ends_on: '2028-01-31' });
    const url = `/api/internships/${tce.id}/amendments`;
    const body = { ends_on: '2028-07-31', stipend_cents: 180000 };
    expect((await call('POST', url, null, body)).statusCode).toBe(401);
    expect((await call('POST', url, student, body)).statusCode).toBe(403);
    expect((await call('POST', url, rep2, body)).statusCode).toBe(404);
    const created = await call('POST', url, rep, body);
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      number: 1,
      status: 'awaiting_signatures',
      changes: body,
      previous: { ends_on: '2028-01-31', stipend_cents: 150000 },
      next_party: 'student',
      verification_code: null,
    });
    expect((await call('POST', url, admin, { hours_per_day: 5 })).statusCode).toBe(409); // one open at a time

    const sign = (who: S, password: string) => call('POST', `${url}/${a.id}/signatures`, who, { password });
    expect((await sign(rep, PASSWORD.rep)).statusCode).toBe(409); // the student signs first
    expect((await sign(rep2, PASSWORD.rep)).statusCode).toBe(404);
    expect((await call('POST', `${url}/999999/signatures`, student, { password: PASSWORD.student })).statusCode).toBe(
      404,
    );
    expect(await errorOn(await sign(student, 'errada'))).toEqual(['password']);
    const before = t.mails().length;
    expect((await sign(student, PASSWORD.student)).statusCode).toBe(201);
    expect((await sign(student, PASSWORD.student)).statusCode).toBe(409);
    const turn = t.mails().slice(before).join('\n');
    expect(turn).toContain('To: rh@acme.com.br');
    expect(turn).toContain('Termo aditivo aguarda sua assinatura');
    expect((await sign(rep, PASSWORD.rep)).statusCode).toBe(201);
    // Two of three signatures: the terms are the TCE's still.
    const half = (await call('GET', `/api/internships/${tce.id}`, rep)).json();
    expect(half).toMatchObject({ ends_on: '2028-01-31', stipend_cents: 150000 });
    expect(half.amendments[0]).toMatchObject({ next_party: 'institution' });
    expect((await sign(admin, PASSWORD.admin)).statusCode).toBe(201);

    const after = (await call('GET', `/api/internships/${tce.id}`, student)).json();
    expect(after).toMatchObject({ ends_on: '2028-07-31', stipend_cents: 180000 });
    expect(after.reports.map((r: { due_on: string }) => r.due_on)).toEqual(['2027-08-01', '2028-02-01', '2028-07-31']);
    const done = after.amendments[0];
    expect(done).toMatchObject({ status: 'active', next_party: null });
    expect(done.signatures.map((s: { party: string }) => s.party)).toEqual(['student', 'company', 'institution']);
    expect(done.verification_code).toMatch(/^[A-Z2-9]{16}$/);
    expect((await call('GET', url, student)).json()).toHaveLength(1);
    expect((await call('GET', url, student2)).statusCode).toBe(404);

    const doc = `${url}/${a.id}/document`;
    const [one, two] = [await call('GET', doc, student), await call('GET', doc, admin)];
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect((await call('GET', doc, rep2)).statusCode).toBe(404);
    const verified = (await t.app.inject({ url: `/api/documents/${done.verification_code}` })).json();
    expect(verified).toMatchObject({ kind: 'amendment', title: 'Termo aditivo nº 1' });
    expect(verified.signatures).toHaveLength(3);
    expect(verified.sha256).toBe(createHash('sha256').update(one.rawPayload).digest('hex'));
    expect(done.document_sha256).toBe(verified.sha256);
    expect(JSON.stringify(verified)).not.toContain(tce.student.ra);
    const signedMails = t.mails().filter((x) => x.includes(`/validar/${done.verification_code}`));
    expect(signedMails.length).toBeGreaterThanOrEqual(3);
  });

  it('refuse what the law refuses, each on its field', async () => {
    // The student's other TCE at Acme (2027-02-01 to 2028-07-31) counts toward the 2 years.
    const tce = await active({ starts_on: '2029-01-01', ends_on: '2029-03-31' });
    const url = `/api/internships/${tce.id}/amendments`;
    const refused = async (body: Record<string, unknown>) => errorOn(await call('POST', url, rep, body));
    expect(await refused({ hours_per_day: 7 })).toEqual(['hours_per_day']);
    expect(await refused({ hours_per_week: 31 })).toEqual(['hours_per_week']);
    expect(await refused({ ends_on: '2029-12-31' })).toEqual(['ends_on']);
    expect(await refused({ ends_on: '2028-12-15' })).toEqual(['ends_on']);
    expect(await refused({ stipend_cents: 0 })).toEqual(['stipend_cents']);
    expect(await refused({ transport_aid_cents: 0 })).toEqual(['transport_aid_cents']);
    expect(await refused({ hours_per_day: 6 })).toEqual(['hours_per_day']); // unchanged
    expect(await refused({ activities: [] })).toContain('activities');
    expect((await call('POST', url, rep, {})).statusCode).toBe(422);
    setToday('2029-02-15');
    expect(await refused({ ends_on: '2029-02-10' })).toEqual(['ends_on']); // already past
    setToday('2027-03-01');

    // A supervisor already following 10 active interns cannot take this one (art. 9 III).
    const full = { name: 'Lotado', email: 'lotado@acme.com.br', position: 'Gerente', education: 'Administração' };
    const [row] = await t.database.db.select().from(internships).where(eq(internships.id, tce.id));
    const { id: _id, ...copy } = row!;
    // Another company's interns: the student's 2 years at Acme stay untouched.
    const [elsewhere] = await t.database.db.select({ id: companies.id }).from(companies).where(ne(companies.id, acme));
    await t.database.db.insert(internships).values(
      Array.from({ length: 10 }, (_, i) => ({
        ...copy,
        companies_id: elsewhere!.id,
        supervisor_email: full.email,
        verification_code: `LOTADO${i}XXXXXXXXX`,
      })),
    );
    expect(await refused({ supervisor: full })).toEqual(['supervisor']);
    const other = { ...full, email: 'nova@acme.com.br' };
    expect((await call('POST', url, admin, { supervisor: other, activities: ['Nova atividade'] })).statusCode).toBe(
      201,
    );
    expect((await call('GET', url, rep)).json()[0].changes).toMatchObject({ supervisor: other });
  });

  it('are refused on an internship that is not active', async () => {
    const draft = await call('POST', '/api/internships', rep, {
      ...tcePayload({ ra: '2024002', companies_id: acme, starts_on: '2034-01-01', ends_on: '2034-01-31' }),
    });
    expect(draft.statusCode).toBe(201);
    expect(
      (await call('POST', `/api/internships/${draft.json().id}/amendments`, rep, { hours_per_day: 5 })).statusCode,
    ).toBe(409);
  });

  it('counts a wrong signing password as a failed sign-in (429 past the limit)', async () => {
    // The limiter's window follows the real clock.
    writeFileSync(clockFile, '0');
    const tce = await active({ ra: '2024002', starts_on: '2027-03-01', ends_on: '2027-06-30' }, student2);
    const a = (await call('POST', `/api/internships/${tce.id}/amendments`, rep, { hours_per_week: 25 })).json();
    const sign = (password: string) =>
      call('POST', `/api/internships/${tce.id}/amendments/${a.id}/signatures`, student2, { password });
    for (let i = 0; i < 3; i++) expect((await sign(`errada-${i}`)).statusCode).toBe(422);
    expect((await sign(PASSWORD.student)).statusCode).toBe(429);
  });
});
