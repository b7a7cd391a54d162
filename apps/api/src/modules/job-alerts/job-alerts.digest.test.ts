import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDate, PORTAL_TIME_ZONE, type Clock } from '../../lib/clock.ts';
import { createMailer, type Mailer } from '../../providers/mail/mailer.ts';
import { createTestApp, loginAs, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { scheduledJobsOf } from '../../test/scheduled.ts';
import { alertMatch } from '../student-jobs/student-jobs.sql.ts';
import { createAlertMatchingRepository, type AlertMatchingRepository } from './job-alerts.matching.ts';
import { createAlertSender } from './job-alerts.sender.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, rep: S;
let acmeId: number;
const DAY = 86_400_000;
const quiet = { info: () => undefined, error: () => undefined };

/** A clock `days` ahead of now (the database's own now() stays real). */
const clockAhead = (days: number): Clock => {
  const now = () => new Date(Date.now() + days * DAY);
  return { now, today: () => portalDate(now()) };
};
const weekday = (days: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_TIME_ZONE, weekday: 'short' }).format(
    new Date(Date.now() + days * DAY),
  );
/** Today or tomorrow, whichever is not a Monday; and the coming Monday. */
const notMonday = weekday(0) === 'Mon' ? 1 : 0;
const monday = [0, 1, 2, 3, 4, 5, 6].find((d) => weekday(d) === 'Mon')!;

const sender = (clock: Clock, over: { mailer?: Mailer; repo?: Partial<AlertMatchingRepository> } = {}) =>
  createAlertSender({
    repo: { ...createAlertMatchingRepository(t.database.db, t.database.run, alertMatch), ...over.repo },
    clock,
    secret: TEST_SECRET,
    appUrl: t.env.APP_URL,
    log: quiet,
    mailer:
      over.mailer ?? createMailer({ from: t.env.MAIL_FROM, outboxDir: t.outboxDir, log: { info: () => undefined } }),
  });

beforeAll(async () => {
  t = await createTestApp();
  [student, rep] = await Promise.all([loginAs(t.app, 'student'), loginAs(t.app, 'rep')]);
  acmeId = (await t.app.inject({ url: '/api/companies', headers: rep.headers })).json().data[1].id;
  for (const frequency of ['daily', 'weekly']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      headers: student.headers,
      payload: { name: `Contábil ${frequency}`, title: 'contador', state: 'MA', frequency },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const openJob = async (title: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: rep.headers,
      payload: {
        title,
        companies_id: acmeId,
        knowledge_areas_id: 1,
        contract_types_id: 1,
        state: 'MA',
        city: 'São Luís',
        remuneration_initial: 2000,
        department: 'Finanças',
        experience_level: 'Júnior',
        description: 'Descrição',
        assignments: 'Atribuições',
        requirements: 'Requisitos',
      },
    })
  ).json() as { id: number };
/** The alert e-mails in the outbox: file name (one per alert and set of jobs) and decoded text. */
const outbox = (): Map<string, string> => {
  const files = existsSync(t.outboxDir) ? readdirSync(t.outboxDir).filter((f) => f.startsWith('job-alert-')) : [];
  return new Map(files.map((f) => [f, decode(readFileSync(join(t.outboxDir, f), 'utf8'))]));
};
const decode = (eml: string) =>
  Buffer.from(
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
/** Alert e-mails written since `before` (a snapshot of the outbox's names). */
const alertMails = (before: Map<string, string>) =>
  [...outbox()].filter(([f]) => !before.has(f)).map(([, text]) => text);

describe('daily and weekly digests', () => {
  it('sends nothing when nothing is new', async () => {
    const before = outbox();
    expect(await sender(clockAhead(notMonday)).digest()).toEqual({ matched: 0, mails: 0 });
    expect(alertMails(before)).toEqual([]);
  });

  it('lists only the jobs opened since the last e-mail; weekly alerts on Mondays', async () => {
    let before = outbox();
    await openJob('Contador Júnior');
    await openJob('Analista de Marketing'); // not a match
    expect((await sender(clockAhead(notMonday)).digest()).mails).toBe(1);
    let mails = alertMails(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Contábil daily');
    expect(mails[0]).toContain('Contador Júnior');
    expect(mails[0]).not.toContain('Marketing');

    before = outbox();
    expect((await sender(clockAhead(notMonday)).digest()).mails).toBe(0);
    await openJob('Contadora Pleno');
    expect((await sender(clockAhead(notMonday)).digest()).mails).toBe(1);
    mails = alertMails(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Contadora Pleno');
    expect(mails[0]).not.toContain('Contador Júnior');

    // Monday: the weekly alert gets the week's two; the daily one has nothing new.
    before = outbox();
    expect((await sender(clockAhead(monday)).digest()).mails).toBe(1);
    mails = alertMails(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Contábil weekly');
    expect(mails[0]).toContain('2 novas vagas');
    expect(mails[0]).toContain('Contador Júnior');
    expect(mails[0]).toContain('Contadora Pleno');
  });

  it('neither loses nor repeats an e-mail when a run stops between the match and the mark', async () => {
    const job = await openJob('Contador Sênior');
    const before = outbox();
    // The mail server fails: nothing is marked, the next run sends it.
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    expect((await sender(clockAhead(notMonday), { mailer: failing }).digest()).mails).toBe(0);
    expect(alertMails(before)).toHaveLength(0);
    // The mail goes out but the run dies before marking it: the retry writes the same message again.
    let crashes = 1;
    const dying = {
      markSent: async () => {
        if (crashes-- > 0) throw new Error('killed');
      },
    };
    expect((await sender(clockAhead(notMonday), { repo: dying }).digest()).mails).toBe(0);
    expect(alertMails(before)).toHaveLength(1);
    expect((await sender(clockAhead(notMonday)).digest()).mails).toBe(1);
    expect(alertMails(before)).toHaveLength(1);
    expect(alertMails(before)[0]).toContain(`/?vaga=${job.id}`);
    expect((await sender(clockAhead(notMonday)).digest()).mails).toBe(0);
    expect(alertMails(before)).toHaveLength(1);
  });

  it("adds 'Você também pode gostar': the student's recommendations the alert did not list", async () => {
    const job = await openJob('Contador Trainee');
    const recommended = (
      await t.app.inject({ url: '/api/jobs-for-student/recommended?limit=10', headers: student.headers })
    ).json().data as Array<{ id: number; title: string; reasons: string[] }>;
    const expected = recommended.filter((j) => j.id !== job.id).slice(0, 3);
    expect(expected.length).toBeGreaterThan(0);
    const before = outbox();
    expect((await scheduledJobsOf(t, clockAhead(notMonday)).alerts.digest()).mails).toBe(1);
    const [mail] = alertMails(before);
    expect(mail).toContain('Contador Trainee');
    expect(mail).toContain('Você também pode gostar:');
    const also = mail!.slice(mail!.indexOf('Você também pode gostar:'));
    for (const j of expected) {
      expect(also).toContain(`/?vaga=${j.id}`);
      expect(also).toContain(j.reasons[0]);
    }
    expect(also.split('Meus alertas')[0]).not.toContain(`/?vaga=${job.id}`);
  });
});
