import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { applyFresh } from './pipeline.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, student: S, student2: S;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true, queue: true });
  [admin, rep, student, student2] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const stageJobs = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'stage-mail'`))[0]!.n;
const mailsTo = (email: string) => t.mails().filter((m) => m.includes(`To: ${email}`));

describe('stage e-mails through the queue', () => {
  it('two staff moving one card at once: one consistent stage, two history rows, two e-mails, never a third', async () => {
    const { id } = await applyFresh(t, rep, student, '2024001');
    const before = mailsTo('ana.souza@aluno.demo.edu.br').length;
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${id}/stage`,
        headers: rep.headers,
        payload: { stage: 'in_review' },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${id}/stage`,
        headers: admin.headers,
        payload: { stage: 'rejected', reason: 'Processo seletivo encerrado' },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const history = (
      await t.app.inject({ url: `/api/applications/${id}/history`, headers: admin.headers })
    ).json() as Array<{ stage: string }>;
    expect(history.map((h) => h.stage).sort()).toEqual(['in_review', 'received', 'rejected']);
    const final = (await t.app.inject({ url: `/api/applications/${id}`, headers: admin.headers })).json().stage;
    expect(final).toBe(history.at(-1)!.stage);
    await vi.waitFor(() => expect(mailsTo('ana.souza@aluno.demo.edu.br')).toHaveLength(before + 2), {
      timeout: 20_000,
      interval: 200,
    });
    // The same change queued again (a duplicate, a retry) finds it sent and sends nothing.
    const [last] = await rows<{ id: number }>(
      sql`select id from application_stage_history where application_id = ${id} order by id desc limit 1`,
    );
    const dup = await t.queue!.send('stage-mail', { history_id: last!.id });
    await vi.waitFor(async () => expect((await t.queue!.job('stage-mail', dup!))?.state).toBe('completed'), {
      timeout: 20_000,
      interval: 200,
    });
    expect(mailsTo('ana.souza@aluno.demo.edu.br')).toHaveLength(before + 2);
  });

  it('queues nothing when a bulk move is refused (the jobs are part of the transaction)', async () => {
    const a = await applyFresh(t, rep, student, '2024001');
    const b = await applyFresh(t, rep, student2, '2024002');
    await t.app.inject({ method: 'DELETE', url: `/api/applications/${b.id}`, headers: student2.headers });
    const jobs = await stageJobs();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/applications/stage',
      headers: rep.headers,
      payload: { ids: [a.id, b.id], stage: 'in_review' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await stageJobs()).toBe(jobs);
    expect((await t.app.inject({ url: `/api/applications/${a.id}`, headers: rep.headers })).json().stage).toBe(
      'received',
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/applications/stage',
      headers: rep.headers,
      payload: { ids: [a.id], stage: 'in_review' },
    });
    expect(ok.json()).toEqual({ updated: 1 });
    expect(await stageJobs()).toBe(jobs + 1);
  });
});
