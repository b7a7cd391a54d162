import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { reportDueDates } from './internships.law.ts';
import { activeTce, signInParties } from './internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, student: S, student2: S;
let acme: number;
let clockFile: string;
/** Moves the app's clock to a day (the offset file the app reads on every call). */
const setToday = (day: string) => writeFileSync(clockFile, String(Date.parse(`${day}T15:00:00Z`) - Date.now()));

beforeAll(async () => {
  clockFile = join(mkdtempSync(join(tmpdir(), 'portal-clock-')), 'offset');
  writeFileSync(clockFile, '0');
  t = await createTestApp({ CLOCK_OFFSET_FILE: clockFile }, { demo: true });
  ({ admin, rep, rep2, student, student2, acme } = await signInParties(t));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: S | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
/** A TCE created, submitted and signed by the three parties. */
const active = (over: Record<string, unknown>, who = student) =>
  activeTce(t, { rep, admin, student: who }, { companies_id: acme, ...over });

describe('report schedule', () => {
  it('is every 6 months from the start and one at the end', () => {
    expect(reportDueDates('2027-02-01', '2028-01-31')).toEqual(['2027-08-01', '2028-01-31']);
    expect(reportDueDates('2027-08-31', '2028-08-31')).toEqual(['2028-02-29', '2028-08-31']);
    expect(reportDueDates('2027-01-01', '2027-07-01')).toEqual(['2027-07-01']);
    expect(reportDueDates('2027-01-01', '2027-03-31')).toEqual(['2027-03-31']);
  });
});

describe('an active internship', () => {
  it('schedules the reports on activation; the student writes, the company evaluates, the office decides', async () => {
    const tce = await active({ starts_on: '2027-02-01', ends_on: '2028-01-31' });
    expect(tce.reports.map((r: { due_on: string; status: string }) => [r.due_on, r.status])).toEqual([
      ['2027-08-01', 'pending'],
      ['2028-01-31', 'pending'],
    ]);
    const base = `/api/internships/${tce.id}/reports`;
    const list = await call('GET', base, rep);
    expect(list.json()).toHaveLength(2);
    expect((await call('GET', base, student2)).statusCode).toBe(404);
    expect((await call('GET', base, rep2)).statusCode).toBe(404);
    const rid = tce.reports[0].id as number;
    const write = (who: S | null, activities = 'Desenvolvi telas e testes') =>
      call('PUT', `${base}/${rid}`, who, { activities });

    expect((await write(null)).statusCode).toBe(401);
    expect((await write(rep)).statusCode).toBe(403);
    expect((await write(admin)).statusCode).toBe(403);
    expect((await write(student2)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/999999`, student, { activities: 'x' })).statusCode).toBe(404);
    expect((await write(student, '  ')).statusCode).toBe(422);
    // Approving before the student writes: nothing to approve yet.
    expect((await call('POST', `${base}/${rid}/approval`, admin, {})).statusCode).toBe(409);

    const sent = await write(student);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'submitted', activities: 'Desenvolvi telas e testes' });
    expect((await write(student)).statusCode).toBe(409);

    const evaluation = { evaluation: 'Ótimo desempenho' };
    expect((await call('PUT', `${base}/${rid}/evaluation`, student, evaluation)).statusCode).toBe(403);
    expect((await call('PUT', `${base}/${rid}/evaluation`, rep2, evaluation)).statusCode).toBe(404);
    const evaluated = await call('PUT', `${base}/${rid}/evaluation`, rep, evaluation);
    expect(evaluated.json()).toMatchObject({ status: 'submitted', evaluation: 'Ótimo desempenho' });

    expect((await call('POST', `${base}/${rid}/return`, rep, { comment: 'Detalhe' })).statusCode).toBe(403);
    expect((await call('POST', `${base}/${rid}/return`, admin, {})).statusCode).toBe(422);
    const returned = await call('POST', `${base}/${rid}/return`, admin, { comment: 'Detalhe as atividades' });
    expect(returned.json()).toMatchObject({ status: 'returned', comment: 'Detalhe as atividades' });
    expect((await write(student, 'Desenvolvi telas, testes e a API de relatórios')).json().status).toBe('submitted');
    const approved = await call('POST', `${base}/${rid}/approval`, admin, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    // The approved report's PDF: frozen once, the same bytes to every party, verifiable by its code.
    const code = approved.json().document_code as string;
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    const pdf = `${base}/${rid}/document`;
    const [one, two] = [await call('GET', pdf, student), await call('GET', pdf, admin)];
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect((await call('GET', pdf, rep2)).statusCode).toBe(404);
    expect((await call('GET', `${base}/${tce.reports[1].id}/document`, student)).statusCode).toBe(409);
    const verified = (await call('GET', `/api/documents/${code}`, null)).json();
    expect(verified).toMatchObject({ kind: 'report', title: expect.stringContaining('01/08/2027') });
    expect(verified.sha256).toBe(createHash('sha256').update(one.rawPayload).digest('hex'));
    expect((await call('PUT', `${base}/${rid}/evaluation`, rep, evaluation)).statusCode).toBe(409);
    expect((await call('POST', `${base}/${rid}/return`, admin, { comment: 'x' })).statusCode).toBe(409);
  });

  it('takes recess within the proportional entitlement, never overlapping', async () => {
    // 181 days: 181 * 30 / 365 = 14.8, so 14 days.
    const tce = await active({ ra: '2024002', starts_on: '2027-02-01', ends_on: '2027-07-31' }, student2);
    expect(tce.recess).toEqual({ entitled_days: 14, taken_days: 0, remaining_days: 14 });
    const url = `/api/internships/${tce.id}/recesses`;
    expect((await call('POST', url, student2, { starts_on: '2027-03-01', days: 5 })).statusCode).toBe(403);
    expect((await call('POST', url, rep2, { starts_on: '2027-03-01', days: 5 })).statusCode).toBe(404);
    const beyond = await call('POST', url, rep, { starts_on: '2027-03-01', days: 15 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors[0]).toMatchObject({ field: 'days', rule: 'art_13' });
    const first = await call('POST', url, rep, { starts_on: '2027-03-01', days: 10 });
    expect(first.statusCode).toBe(201);
    expect(first.json().recess).toEqual({ entitled_days: 14, taken_days: 10, remaining_days: 4 });
    expect(first.json().recesses[0]).toMatchObject({ starts_on: '2027-03-01', ends_on: '2027-03-10', days: 10 });
    const overlap = await call('POST', url, admin, { starts_on: '2027-03-10', days: 2 });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors[0].field).toBe('starts_on');
    expect((await call('POST', url, rep, { starts_on: '2027-07-30', days: 3 })).statusCode).toBe(422); // past the end
    expect((await call('POST', url, rep, { starts_on: '2027-03-11', days: 5 })).json().errors[0].field).toBe('days');
    expect((await call('POST', url, admin, { starts_on: '2027-03-11', days: 4 })).json().recess.remaining_days).toBe(0);
  });

  it('is terminated early by any party, every party e-mailed, later reports dropped', async () => {
    const tce = await active({ ra: '2024002', starts_on: '2027-08-01', ends_on: '2027-10-31' }, student2);
    const url = `/api/internships/${tce.id}/termination`;
    const body = { ended_on: '2027-09-15', reason: 'Contratação efetiva pela empresa' };
    expect((await call('POST', url, student, body)).statusCode).toBe(404);
    expect((await call('POST', url, rep2, body)).statusCode).toBe(404);
    expect((await call('POST', url, student2, { ...body, ended_on: '2027-11-01' })).statusCode).toBe(422);
    expect((await call('POST', url, student2, { ended_on: '2027-09-15' })).statusCode).toBe(422);
    const before = t.mails().length;
    const res = await call('POST', url, student2, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'terminated', ending: { ended_on: '2027-09-15', reason: body.reason } });
    expect(res.json().reports).toEqual([]);
    const sent = t
      .mails()
      .slice(before)
      .filter((x) => x.includes('foi rescindido'));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.join('\n')).toContain('To: rh@acme.com.br');
    expect(sent.join('\n')).toContain('To: admin@demo.edu.br');
    expect(sent[0]).toContain('15/09/2027');
    expect((await call('POST', url, rep, body)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/internships/${tce.id}/recesses`, rep, { starts_on: '2027-08-02', days: 1 })).statusCode,
    ).toBe(409);
  });

  it('is completed by the company from its last day, not before', async () => {
    const tce = await active({ starts_on: '2028-02-01', ends_on: '2028-03-31' });
    const url = `/api/internships/${tce.id}/completion`;
    const body = { evaluation: 'Cumpriu o plano com autonomia', activities_summary: 'Telas, testes e relatórios' };
    setToday('2028-03-30');
    expect((await call('POST', url, rep, body)).statusCode).toBe(409);
    setToday('2028-03-31');
    expect((await call('POST', url, student, body)).statusCode).toBe(403);
    expect((await call('POST', url, rep2, body)).statusCode).toBe(404);
    expect((await call('POST', url, rep, { evaluation: 'ok' })).statusCode).toBe(422);
    const res = await call('POST', url, rep, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'completed',
      ending: { ended_on: '2028-03-31', evaluation: body.evaluation, activities_summary: body.activities_summary },
    });
    expect((await call('POST', url, rep, body)).statusCode).toBe(409);
    // The termo de realização (art. 9 V): frozen on completion, the student downloads it.
    const code = res.json().ending.document_code as string;
    const pdf = await call('GET', `/api/internships/${tce.id}/completion/document`, student);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`completion-${code}.pdf`);
    expect((await call('GET', `/api/internships/${tce.id}/completion/document`, rep2)).statusCode).toBe(404);
    const verified = (await call('GET', `/api/documents/${code}`, null)).json();
    expect(verified).toMatchObject({ kind: 'completion', status: 'completed' });
    expect(verified.sha256).toBe(createHash('sha256').update(pdf.rawPayload).digest('hex'));
    writeFileSync(clockFile, '0');
  });
});
