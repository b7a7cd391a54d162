import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { jobAlertMessages } from '@portal/contracts';
import { jobAlerts } from '../../db/schema/index.ts';
import { signAlertToken } from '../../lib/tokens.ts';
import { createTestApp, loginAs, TEST_SECRET, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, rep: S;
let acmeId: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true, queue: true });
  [student, student2, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'rep'),
  ]);
  acmeId = (await t.app.inject({ url: '/api/companies', headers: rep.headers })).json().data[1].id;
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, who = student) =>
  t.app.inject({ method: 'POST', url: '/api/job-alerts', headers: who.headers, payload });
const list = async (who = student) =>
  (await t.app.inject({ url: '/api/job-alerts', headers: who.headers })).json().data as Array<{
    id: number;
    name: string;
    active: boolean;
  }>;
const openJob = (title: string, state = 'PI', city = 'Teresina') =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: rep.headers,
    payload: {
      title,
      companies_id: acmeId,
      knowledge_areas_id: 1,
      contract_types_id: 1,
      state,
      city,
      remuneration_initial: 2000,
      department: 'TI',
      experience_level: 'Júnior',
      description: 'Descrição',
      assignments: 'Atribuições',
      requirements: 'Requisitos',
    },
  });
const unsubscribe = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const details = (token: string) =>
  t.app.inject({ url: `/api/job-alerts/unsubscribe/details?token=${encodeURIComponent(token)}` });

describe('job alerts API', () => {
  it('creates, lists, renames, pauses and deletes own alerts, and refuses bad ones with 422', async () => {
    const created = await create({ name: 'Java no Piauí', title: 'java', state: 'PI', frequency: 'daily' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Java no Piauí',
      title: 'java',
      state: 'PI',
      city: null,
      frequency: 'daily',
      active: true,
      last_sent_at: null,
    });
    const id = created.json().id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/job-alerts/${id}`,
      headers: student.headers,
      payload: { name: 'Java PI', active: false },
    });
    expect(renamed.json()).toMatchObject({ name: 'Java PI', active: false, title: 'java' });
    expect((await list()).map((a) => a.name)).toEqual(['Java PI']);

    const freq = await create({ name: 'X', title: 'java', frequency: 'hourly' });
    expect(freq.statusCode).toBe(422);
    expect(freq.json().errors[0]).toMatchObject({ field: 'frequency', message: jobAlertMessages.frequency });
    for (const none of [{}, { title: '  ', state: '', city: '' }, { title: '!!' }]) {
      const res = await create({ name: 'Nada', frequency: 'instant', ...none });
      expect(res.statusCode, JSON.stringify(none)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: 'title', message: jobAlertMessages.noCriteria });
    }
    expect((await create({ name: '', title: 'java', frequency: 'daily' })).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/job-alerts/${id}`,
          headers: student.headers,
          payload: { title: '', state: null },
        })
      ).statusCode,
    ).toBe(422);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/job-alerts/${id}`, headers: student.headers })).statusCode,
    ).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('allows at most 10 alerts per student, even when created at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create({ name: `Alerta ${i}`, city: 'Teresina', frequency: 'weekly' }, student2),
      ),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = all.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422]);
    expect(refused[0]!.json().errors[0].message).toBe(jobAlertMessages.limit);
    expect(await list(student2)).toHaveLength(10);
    expect(await list()).toHaveLength(0);
  });

  it("answers 404 for another student's alert, 403 for staff and 401 signed out", async () => {
    const theirs = (await list(student2))[0]!;
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/job-alerts/${theirs.id}`,
        headers: student.headers,
        payload: method === 'PUT' ? { name: 'Meu' } : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(theirs.name);
    }
    expect((await t.app.inject({ url: '/api/job-alerts', headers: rep.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/job-alerts' })).statusCode).toBe(401);
  });

  it('e-mails an instant alert within moments of a matching job opening, with the one-click headers; the link stops it', async () => {
    const alert = (
      await create({ name: 'Dados em Teresina', title: 'cientista dados', city: 'teresina', frequency: 'instant' })
    ).json();
    const before = t.mails().length;
    const job = (await openJob('Cientista de Dados Júnior')).json();
    await openJob('Cientista de Dados Pleno', 'PI', 'Parnaíba'); // another city: not for this alert
    const mail = await vi.waitFor(
      () => {
        const m = t
          .mails()
          .slice(before)
          .find((x) => x.includes('Cientista de Dados'));
        if (!m) throw new Error('no alert e-mail yet');
        return m;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(mail).toContain('To: ana.souza@aluno.demo.edu.br');
    expect(mail).toContain('Cientista de Dados Júnior');
    expect(mail).not.toContain('Parnaíba');
    expect(mail).toContain(`/?vaga=${job.id}`);
    expect(mail).toContain('/meus-alertas');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The raw message (the decoded one turns '=12' of 'token=12.' into a byte): parsed by mailparser.
    const raw = readdirSync(t.outboxDir).find((f) => f.startsWith(`job-alert-${alert.id}-`))!;
    const parsed = await simpleParser(readFileSync(join(t.outboxDir, raw)));
    const link = (parsed.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url;
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toBe(
      signAlertToken(
        TEST_SECRET,
        alert.id,
        (await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id)))[0]!.unsubscribe_key,
      ),
    );
    expect((await list()).find((a) => a.id === alert.id)).toMatchObject({ active: true });
    expect((await list())[0]).toHaveProperty('last_sent_at', expect.any(String));

    // Tampered, foreign (another secret) and unknown tokens are not found; the real one stops the alert, signed out.
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    for (const bad of [
      tampered,
      signAlertToken('another-secret'.padEnd(40, 'y'), alert.id, 'k'),
      `${alert.id + 1000}.x`,
      'nada',
    ]) {
      const res = await unsubscribe(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().errors[0].message).toBe(jobAlertMessages.linkInvalid);
      expect((await details(bad)).statusCode, bad).toBe(404);
    }
    // The confirmation page's read names the alert and changes nothing (a mail scanner may GET links).
    const shown = await details(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      name: 'Dados em Teresina',
      title: 'cientista dados',
      state: null,
      city: 'teresina',
      frequency: 'instant',
      active: true,
    });
    expect((await list()).find((a) => a.id === alert.id)).toMatchObject({ active: true });
    const ok = await unsubscribe(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      name: 'Dados em Teresina',
      message: jobAlertMessages.unsubscribed('Dados em Teresina'),
    });
    expect((await list()).find((a) => a.id === alert.id)).toMatchObject({ active: false });
    expect((await unsubscribe(token)).statusCode).toBe(200);

    // Stopped: the next matching job sends nothing (the instant run for it is waited for).
    const count = t.mails().length;
    const next = (await openJob('Cientista de Dados Sênior')).json();
    await vi.waitFor(
      async () => {
        const runs = await t.database.run.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'job-alerts-instant' and state = 'completed' and data->>'job_id' = $1`,
          [String(next.id)],
        );
        if (!runs[0]?.n) throw new Error('instant run pending');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(t.mails()).toHaveLength(count);
  });
});
