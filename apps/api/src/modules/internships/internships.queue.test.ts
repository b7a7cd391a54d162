import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { activeTce, signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof signInParties>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true, queue: true });
  s = await signInParties(t);
});
afterAll(() => t.close());

const mailJobs = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'internship-mail'`,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows[0]!.n;
const turnMailsTo = (email: string) =>
  t.mails().filter((m) => m.includes(`To: ${email}`) && m.includes('aguarda a sua assinatura'));

describe('signing e-mails through the queue', () => {
  it('queues one e-mail job per turn in the transaction that makes it, and the worker sends it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/internships',
      headers: s.rep.headers,
      payload: tcePayload({ companies_id: s.acme }),
    });
    const id = created.json().id as number;
    expect(await mailJobs()).toBe(0);
    await t.app.inject({ method: 'POST', url: `/api/internships/${id}/submit`, headers: s.rep.headers });
    expect(await mailJobs()).toBe(1);
    await vi.waitFor(() => expect(turnMailsTo('ana.souza@aluno.demo.edu.br')).toHaveLength(1), { timeout: 15_000 });
    // A refused signature (wrong password) queues nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/internships/${id}/signatures`,
      headers: s.student.headers,
      payload: { password: 'errada-123' },
    });
    expect(await mailJobs()).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: `/api/internships/${id}/signatures`,
      headers: s.student.headers,
      payload: { password: 'Aluno@1234' },
    });
    expect(await mailJobs()).toBe(2);
    await vi.waitFor(() => expect(turnMailsTo('rh@acme.com.br')).toHaveLength(1), { timeout: 15_000 });
  });

  it('queues the amendment e-mails the same way: the student first, then the company', async () => {
    const tce = await activeTce(t, s, { companies_id: s.acme, starts_on: '2029-02-01', ends_on: '2029-06-30' });
    const before = await mailJobs();
    const post = (url: string, who: { headers: Record<string, string> }, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/internships/${tce.id}${url}`, headers: who.headers, payload });
    const a = (await post('/amendments', s.rep, { hours_per_week: 25 })).json();
    expect(await mailJobs()).toBe(before + 1);
    const amendmentTurn = (email: string) =>
      t.mails().filter((m) => m.includes(`To: ${email}`) && m.includes('Termo aditivo aguarda sua assinatura'));
    await vi.waitFor(() => expect(amendmentTurn('ana.souza@aluno.demo.edu.br')).toHaveLength(1), { timeout: 15_000 });
    expect((await post(`/amendments/${a.id}/signatures`, s.student, { password: 'Aluno@1234' })).statusCode).toBe(201);
    expect(await mailJobs()).toBe(before + 2);
    await vi.waitFor(() => expect(amendmentTurn('rh@acme.com.br')).toHaveLength(1), { timeout: 15_000 });
  });
});
