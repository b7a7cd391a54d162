import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobMessages, studentJobDetailResponseSchema } from '@portal/contracts';
import { companies, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
let openId: number, closedId: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  const [acme] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Tecnologia'));
  const base = { state: 'TO', city: 'Palmas', description: 'Vaga de teste.', companies_id: acme!.id };
  const [open] = await t.database.db
    .insert(jobs)
    .values({ ...base, title: 'Analista de Dados', status: 1 })
    .returning({ id: jobs.id });
  const [closed] = await t.database.db
    .insert(jobs)
    .values({ ...base, title: 'Vaga Encerrada', status: 2 })
    .returning({ id: jobs.id });
  openId = open!.id;
  closedId = closed!.id;
});
afterAll(() => t.close());

describe('GET /api/jobs/{id}/student (docs/spec/07-api.md#jobs-api)', () => {
  it('answers an array whose first element is the open job with its user and company', async () => {
    const res = await t.app.inject({ url: `/api/jobs/${openId}/student`, headers: s.student });
    expect(res.statusCode).toBe(200);
    const body = studentJobDetailResponseSchema.parse(res.json());
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id: openId,
      title: 'Analista de Dados',
      status: 1,
      application_id: null,
      bookmark_id: null,
      company: { name: 'Acme Tecnologia' },
      user: { id: s.ids.rep },
    });
    // The representative's name only: no e-mail or password hash reaches a student.
    expect(Object.keys(res.json()[0].user).sort()).toEqual(['id', 'name']);
  });

  it("shows the caller's own application and bookmark", async () => {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: s.student,
      payload: { job_id: openId, ra: '2024001' },
    });
    expect(applied.statusCode).toBe(201);
    const [job] = (await t.app.inject({ url: `/api/jobs/${openId}/student`, headers: s.student })).json();
    expect(job.application_id).toBe(applied.json().id);
    expect(job.applications_count).toBe(1);
  });

  it('refuses the signed-out and staff, and hides closed and unknown jobs', async () => {
    await expectStatuses(
      t.app,
      s,
      { url: `/api/jobs/${openId}/student` },
      { ...refused('rep', 'rep2', 'inactive'), admin: 403 },
    );
    for (const id of [closedId, 2_000_000_000]) {
      const res = await t.app.inject({ url: `/api/jobs/${id}/student`, headers: s.student });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ errors: [{ message: jobMessages.notFound }] });
    }
    expect((await t.app.inject({ url: '/api/jobs/abc/student', headers: s.student })).statusCode).toBe(422);
  });
});
