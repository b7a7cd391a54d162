import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationMessages, jobMessages } from '@portal/contracts';
import { jobs } from '../../db/schema/index.ts';
import { createClock, portalDate } from '../../lib/clock.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { scheduledJobsOf } from '../../test/scheduled.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let rep: S, student: S, admin: S;
let acmeId: number;
let clockFile: string;
const DAY = 86_400_000;
/** Moves the app's clock to `at` (the offset file the app reads on every call). */
const setNow = (at: Date) => writeFileSync(clockFile, String(at.getTime() - Date.now()));
const shift = (iso: string, days: number) => portalDate(new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY));

beforeAll(async () => {
  const dir = (await import('node:fs')).mkdtempSync(join((await import('node:os')).tmpdir(), 'portal-clock-'));
  clockFile = join(dir, 'offset');
  writeFileSync(clockFile, '0');
  t = await createTestApp({ CLOCK_OFFSET_FILE: clockFile });
  [rep, student, admin] = await Promise.all([
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'admin'),
  ]);
  acmeId = (await t.app.inject({ url: '/api/companies', headers: rep.headers })).json().data[1].id;
});
afterAll(() => t.close());

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Analista de Fechamento Contábil',
  companies_id: acmeId,
  knowledge_areas_id: 1,
  contract_types_id: 1,
  state: 'AC',
  city: 'Rio Branco',
  remuneration_initial: 3000,
  department: 'Finanças',
  experience_level: 'Júnior',
  description: 'Descrição',
  assignments: 'Atribuições',
  requirements: 'Requisitos',
  ...over,
});
const create = (over: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/jobs', headers: rep.headers, payload: job(over) });
const update = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: rep.headers, payload });
const listed = async (id: number) =>
  (await t.app.inject({ url: '/api/jobs-for-student?title=fechamento&state=AC', headers: student.headers }))
    .json()
    .data.some((j: { id: number }) => j.id === id);
const detail = (id: number) => t.app.inject({ url: `/api/jobs/${id}/student`, headers: student.headers });
const apply = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: student.headers,
    payload: { job_id: id, ra: '2024001' },
  });
const fieldErrors = (res: { json(): { errors: Array<{ field: string; message: string }> } }) => res.json().errors;

describe('closing dates', () => {
  it('refuses a past date on create with 422 on closes_at, and takes today or none', async () => {
    setNow(new Date());
    const today = createClock(clockFile).today();
    const past = await create({ closes_at: shift(today, -1) });
    expect(past.statusCode).toBe(422);
    expect(fieldErrors(past)).toEqual([
      expect.objectContaining({ field: 'closes_at', message: jobMessages.closesAtPast }),
    ]);
    const bad = await create({ closes_at: '31/12/2030' });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad)[0]).toMatchObject({ field: 'closes_at' });
    const ok = await create({ closes_at: today });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().closes_at).toBe(today);
    const none = await create({ closes_at: '' });
    expect(none.json().closes_at).toBeNull();
  });

  it('keeps a job open through its day in America/Sao_Paulo, then hides it, refuses it by id and refuses applying', async () => {
    const day = '2031-03-10';
    // 23:59 in São Paulo (UTC-3) on the closing day is 02:59 UTC the next day.
    setNow(new Date('2031-03-09T12:00:00Z'));
    const created = (await create({ title: 'Analista de Fechamento Mensal', closes_at: day })).json();
    const card = (
      await t.app.inject({ url: '/api/jobs-for-student?title=fechamento%20mensal', headers: student.headers })
    ).json().data[0];
    expect(card).toMatchObject({ id: created.id, closes_at: day });
    setNow(new Date('2031-03-11T02:59:00Z'));
    expect(await listed(created.id)).toBe(true);
    expect((await detail(created.id)).json()[0].closes_at).toBe(day);
    setNow(new Date('2031-03-11T03:01:00Z'));
    expect(await listed(created.id)).toBe(false);
    expect((await detail(created.id)).statusCode).toBe(404);
    const refused = await apply(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(applicationMessages.jobClosed);
    // Staff still see it, with its date, and the status is still open until the periodic task runs.
    const [staff] = (await t.app.inject({ url: `/api/jobs/${created.id}`, headers: admin.headers })).json();
    expect(staff).toMatchObject({ status: 1, closes_at: day });
  });

  it('lets a job whose date has passed be edited, refusing the date only when it is changed to a past one', async () => {
    setNow(new Date('2031-05-01T12:00:00Z'));
    const created = (await create({ title: 'Analista de Fechamento Anual', closes_at: '2031-05-02' })).json();
    setNow(new Date('2031-05-20T12:00:00Z'));
    expect((await update(created.id, { title: 'Analista de Fechamento Anual Sênior' })).statusCode).toBe(200);
    expect(
      (await update(created.id, { title: 'Analista de Fechamento Anual Pleno', closes_at: '2031-05-02' })).statusCode,
    ).toBe(200);
    const changed = await update(created.id, { closes_at: '2031-05-19' });
    expect(changed.statusCode).toBe(422);
    expect(fieldErrors(changed)[0]).toMatchObject({ field: 'closes_at', message: jobMessages.closesAtPast });
    expect((await update(created.id, { closes_at: '2031-06-30' })).json().closes_at).toBe('2031-06-30');
    expect((await update(created.id, { closes_at: null })).json().closes_at).toBeNull();
  });

  it('closes past jobs in the periodic task and tells the company how many applied, once', async () => {
    setNow(new Date('2031-07-01T12:00:00Z'));
    const created = (await create({ title: 'Analista de Fechamento Fiscal', closes_at: '2031-07-02' })).json();
    expect((await apply(created.id)).statusCode).toBe(201);
    const scheduled = scheduledJobsOf(t, createClock(clockFile));
    // The earlier tests' jobs are past by now; this one is still open on 1 July.
    await scheduled.closing.closePastJobs();
    expect(await scheduled.closing.closePastJobs()).toBe(0);
    expect(
      (await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, created.id)))[0]!.status,
    ).toBe(1);
    setNow(new Date('2031-07-03T12:00:00Z'));
    const before = t.mails().length;
    expect(await scheduled.closing.closePastJobs()).toBe(1);
    const [row] = await t.database.db
      .select({ status: jobs.status, notice: jobs.closed_notice_at })
      .from(jobs)
      .where(eq(jobs.id, created.id));
    expect(row!.status).toBe(2);
    expect(row!.notice).toBeInstanceOf(Date);
    const mail = t
      .mails()
      .slice(before)
      .find((m) => m.includes('Analista de Fechamento Fiscal'))!;
    expect(mail).toContain('To: rh@acme.com.br');
    expect(mail).toContain(jobMessages.closedNoticeSubject('Analista de Fechamento Fiscal'));
    expect(mail).toContain('Ela recebeu 1 candidatura.');
    expect(mail).toContain('02/07/2031');
    const count = t.mails().length;
    expect(await scheduled.closing.closePastJobs()).toBe(0);
    expect(t.mails()).toHaveLength(count);
  });
});
