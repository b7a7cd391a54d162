import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { quietLogger } from '../../lib/logger.ts';
import { createMailer, type Mailer } from '../../providers/mail/mailer.ts';
import { createStorage } from '../../providers/storage/create-storage.ts';
import { createPlatform } from '../../platform.ts';
import { createTestApp, decodeMail, loginAs, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { isoWeek } from './internships.deadlines.ts';
import { signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let s: Awaited<ReturnType<typeof signInParties>>;
let clockFile: string;
/** Moves the clock of the app and of every platform here (the offset file they read on each call). */
const setToday = (day: string) => writeFileSync(clockFile, String(Date.parse(`${day}T15:00:00Z`) - Date.now()));
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  clockFile = join(mkdtempSync(join(tmpdir(), 'portal-clock-')), 'offset');
  writeFileSync(clockFile, '0');
  t = await createTestApp({ CLOCK_OFFSET_FILE: clockFile }, { demo: true });
  s = await signInParties(t);
});
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
});

/**
 * An app or worker process on the test database: its own platform, outbox and (on PostgreSQL)
 * connection pool; `run` is its daily deadline job, as pg-boss's cron hands it over.
 */
const instance = async (mailer?: Mailer) => {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  const outboxMailer = createMailer({ from: t.env.MAIL_FROM, outboxDir: outbox, log: { info: () => undefined } });
  /** Every message handed to the mailer: a resend would replace its file, not add one. */
  const sent: string[] = [];
  const own = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : undefined;
  if (own) closers.push(() => own.close());
  const platform = createPlatform(t.env, {
    database: own ?? t.database,
    secret: TEST_SECRET,
    log: quietLogger,
    storage: createStorage(t.env),
    mailer: {
      send(message) {
        sent.push(message.id ?? '');
        return (mailer ?? outboxMailer).send(message);
      },
    },
  });
  const job = platform.jobs.find((j) => j.name === 'internship-deadlines')!;
  const files = () => {
    try {
      return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  const text = (file: string) => decodeMail(readFileSync(join(outbox, file), 'utf8'));
  return { job, run: () => job.handler({}, { id: 'test', retryCount: 0, retryLimit: 2 }), files, text, sent };
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: S | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const PASSWORD = { student: 'Aluno@1234', rep: 'Empresa@123', admin: 'Admin@12345' };

const active = async (over: Record<string, unknown>, who = s.student) => {
  const res = await call('POST', '/api/internships', s.rep, tcePayload({ companies_id: s.acme, ...over }));
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  await call('POST', `/api/internships/${id}/submit`, s.rep);
  for (const [p, password] of [
    [who, PASSWORD.student],
    [s.rep, PASSWORD.rep],
    [s.admin, PASSWORD.admin],
  ] as const)
    expect((await call('POST', `/api/internships/${id}/signatures`, p, { password })).statusCode).toBe(201);
  return (await call('GET', `/api/internships/${id}`, who)).json();
};
const reminders = async () =>
  (
    (await t.database.db.execute(
      sql`select key, sent_at is not null as sent from internship_reminders order by key`,
    )) as unknown as {
      rows: Array<{ key: string; sent: boolean }>;
    }
  ).rows;

describe('the daily deadline job', () => {
  it('is a cron job of pg-boss in the portal time zone', async () => {
    const { job } = await instance();
    expect(job.cron).toBe('30 7 * * *');
    expect(job.tz).toBeTruthy();
  });

  it('names the ISO week of the digest', () => {
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2027-08-02')).toBe('2027-W31');
  });

  it('reminds the student and supervisor 15 days before a report is due and when it is overdue, once each', async () => {
    const a = await instance();
    const tce = await active({ starts_on: '2027-02-01', ends_on: '2028-01-31' });
    const rid = tce.reports[0].id as number;
    const mailsTo = (key: string) => {
      const files = a.files().filter((f) => f.includes(key));
      // Each file was sent once: no run sent it again.
      expect(a.sent.filter((id) => id.includes(key))).toHaveLength(files.length);
      return files;
    };

    setToday('2027-07-16');
    await a.run();
    expect(mailsTo(`report_due-${rid}`)).toEqual([]);
    setToday('2027-07-17');
    await a.run();
    await a.run();
    expect(mailsTo(`report_due-${rid}`)).toHaveLength(2);
    const dueText = mailsTo(`report_due-${rid}`).map(a.text).join('\n');
    expect(dueText).toContain('To: ana.souza@aluno.demo.edu.br');
    expect(dueText).toContain('To: carla@acme.com.br');
    expect(dueText).toContain('vence em 01/08/2027');

    setToday('2027-08-02');
    await a.run();
    await a.run();
    expect(mailsTo(`report_overdue-${rid}`)).toHaveLength(2);
    expect((await reminders()).filter((r) => r.key.endsWith(`:${rid}`))).toEqual([
      { key: `report_due:${rid}`, sent: true },
      { key: `report_overdue:${rid}`, sent: true },
    ]);

    // The office's list shows it; a report sent leaves it.
    const list = await call('GET', '/api/internships/deadlines?list=overdue_reports', s.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().counts.overdue_reports).toBe(1);
    expect(list.json().data[0]).toMatchObject({ internship_id: tce.id, date: '2027-08-01', days: -1 });
    await call('PUT', `/api/internships/${tce.id}/reports/${rid}`, s.student, { activities: 'Telas e testes' });
    expect((await call('GET', '/api/internships/deadlines', s.admin)).json().counts.overdue_reports).toBe(0);

    // Every party 30 days before the end; the second report 15 days before it.
    setToday('2028-01-01');
    await a.run();
    const ending = mailsTo(`ending-${tce.id}-2028-01-31`);
    expect(ending.length).toBeGreaterThanOrEqual(3); // student, company, office
    const endingText = ending.map(a.text).join('\n');
    for (const to of ['ana.souza@aluno.demo.edu.br', 'rh@acme.com.br', 'admin@demo.edu.br'])
      expect(endingText).toContain(`To: ${to}`);
    expect(endingText).toContain('termina em 31/01/2028');
    const ends = await call('GET', '/api/internships/deadlines?list=ending_soon', s.admin);
    expect(ends.json()).toMatchObject({ list: 'ending_soon', counts: { ending_soon: 1 } });
    expect(ends.json().data[0]).toMatchObject({ internship_id: tce.id, date: '2028-01-31', days: 30 });
    await a.run();
    expect(mailsTo(`ending-${tce.id}`)).toHaveLength(ending.length);
    setToday('2028-01-16');
    await a.run();
    expect(mailsTo(`report_due-${tce.reports[1].id}`)).toHaveLength(2);
  });

  it('sends the office one digest a week with the four lists and their counts', async () => {
    const a = await instance();
    setToday('2028-03-06'); // a Monday
    await a.run();
    await a.run();
    setToday('2028-03-08');
    await a.run();
    const [digest, ...more] = a.files().filter((f) => f.startsWith('internship-digest-2028-W10'));
    expect(more).toEqual([]);
    const text = a.text(digest!);
    expect(text).toContain('To: admin@demo.edu.br');
    expect(text).toContain('Os prazos de estágio desta semana');
    for (const label of [
      'Relatórios atrasados',
      'Terminam em 30 dias',
      'Mais de 2 anos',
      'Convênios vencendo em 60 dias',
    ])
      expect(text).toMatch(new RegExp(`${label}: \\d+`));
    // The first internship's last report (due 2028-01-31) is still owed.
    expect(text).toContain('Relatórios atrasados: 1');
    expect(text).toContain('Ana');
    setToday('2028-03-13');
    await a.run();
    expect(a.files().filter((f) => f.startsWith('internship-digest-2028-W11'))).toHaveLength(1);
  });

  it('gives a claim back when its e-mail fails, and sends it on the next run', async () => {
    const tce = await active({ ra: '2024002', starts_on: '2029-02-01', ends_on: '2029-12-31' }, s.student2);
    const rid = tce.reports[0].id as number;
    const failing = await instance({ send: () => Promise.reject(new Error('SMTP down')) });
    setToday('2029-07-20');
    await expect(failing.run()).rejects.toThrow('not sent');
    expect((await reminders()).some((r) => r.key === `report_due:${rid}`)).toBe(false);
    const a = await instance();
    await a.run();
    expect(a.files().filter((f) => f.includes(`report_due-${rid}`))).toHaveLength(2);
  });

  it('goes once across two instances running at the same moment', async () => {
    const tce = await active({ ra: '2024002', starts_on: '2030-02-01', ends_on: '2030-06-30' }, s.student2);
    const [a, b] = [await instance(), await instance()];
    setToday('2030-06-20'); // the report due on 2030-06-30 and the end: both within their windows
    await Promise.all([a.run(), b.run(), a.run(), b.run()]);
    const mine = [...a.sent, ...b.sent].filter(
      (f) => f.includes(`-${tce.reports[0].id}-`) || f.includes(`ending-${tce.id}-`),
    );
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.filter((f) => f.includes('report_due'))).toHaveLength(2);
    expect(mine.filter((f) => f.includes('ending')).length).toBeGreaterThanOrEqual(3);
    const digests = [...a.sent, ...b.sent].filter((f) => f.startsWith(`internship-digest-${isoWeek('2030-06-20')}`));
    expect(digests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(digests).size).toBe(digests.length);
  });
});

describe('the office lists', () => {
  it('are the office’s only, each with its count', async () => {
    writeFileSync(clockFile, '0');
    for (const who of [s.rep, s.student])
      expect((await call('GET', '/api/internships/deadlines', who)).statusCode).toBe(403);
    expect((await call('GET', '/api/internships/deadlines', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/internships/deadlines?list=other', s.admin)).statusCode).toBe(422);
  });

  it('list the TCEs past 2 years at the company and the convênios expiring within 60 days', async () => {
    setToday('2031-03-01');
    const tce = await active({ ra: '2024002', starts_on: '2031-02-01', ends_on: '2031-03-31' }, s.student2);
    expect((await call('GET', '/api/internships/deadlines', s.admin)).json().counts.past_two_years).toBe(0);
    // Extended (as an amendment would) past 2 years at the company, earlier periods counted (art. 11).
    await t.database.db.execute(sql`update internships set ends_on = '2032-12-31' where id = ${tce.id}`);
    await t.database.db.execute(
      sql`insert into agreements (companies_id, number, starts_on, ends_on) values (${s.acme}, 'CV-VENCE', '2026-01-01', '2031-04-15')`,
    );
    const res = await call('GET', '/api/internships/deadlines?list=past_two_years', s.admin);
    expect(res.json().counts).toMatchObject({ agreements_expiring: 1 });
    expect(res.json().counts.past_two_years).toBeGreaterThanOrEqual(1);
    expect(res.json().data).toContainEqual(expect.objectContaining({ internship_id: tce.id, student_ra: '2024002' }));
    const agreements = await call('GET', '/api/internships/deadlines?list=agreements_expiring&limit=5', s.admin);
    expect(agreements.json().data).toEqual([
      expect.objectContaining({ agreement_number: 'CV-VENCE', date: '2031-04-15', days: 45, internship_id: null }),
    ]);
    writeFileSync(clockFile, '0');
  });
});

describe('Adicionar ao currículo', () => {
  it('makes one professional experience of a completed internship', async () => {
    const tce = await active({ starts_on: '2032-02-01', ends_on: '2032-03-31' });
    const url = `/api/internships/${tce.id}/experience`;
    expect((await call('POST', url, s.student)).statusCode).toBe(409);
    setToday('2032-03-31');
    const body = { evaluation: 'Ótimo', activities_summary: 'Telas, testes e relatórios' };
    expect((await call('POST', `/api/internships/${tce.id}/completion`, s.rep, body)).statusCode).toBe(200);
    expect((await call('POST', url, s.rep)).statusCode).toBe(403);
    expect((await call('POST', url, s.student2)).statusCode).toBe(404);
    const first = await call('POST', url, s.student);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      company_name: 'Acme Tecnologia',
      role: 'Estagiário(a)',
      description: 'Telas, testes e relatórios',
      started: '2032-02-01',
      finished: '2032-03-31',
      visible: 1,
    });
    const again = await call('POST', url, s.student);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const resume = await call('GET', `/api/professional-experiences/student/${first.json().student_id}`, s.student);
    expect(resume.json().filter((e: { role: string }) => e.role === 'Estagiário(a)')).toHaveLength(1);
    writeFileSync(clockFile, '0');
  });
});
