import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applicationMessages, studentApplicationListSchema, studentApplicationSchema } from '@portal/contracts';
import { applications, jobs } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, rep: S;
beforeAll(async () => {
  t = await createTestApp();
  [student, student2, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'rep'),
  ]);
});
afterAll(() => t.close());

const mine = async (s: S) =>
  studentApplicationListSchema.parse(
    (await t.app.inject({ url: '/api/applications?limit=100', headers: s.headers })).json(),
  );
const apply = (s: S, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/applications', headers: s.headers, payload });
const message = (res: { json(): { errors: Array<{ message: string }> } }) => res.json().errors[0]!.message;
const openJobNotAppliedBy = async (s: S) => {
  const applied = (await mine(s)).data.map((a) => a.job_id);
  const open = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 1));
  return open.map((j) => j.id).find((id) => !applied.includes(id))!;
};

describe('applications, student side', () => {
  it('lists the student own applications with the whole job card', async () => {
    const list = await mine(student);
    expect(list.meta.total).toBe(3);
    expect(list.data.every((a) => a.ra === '2024001' && a.job.id === a.job_id && a.job.application_id === a.id)).toBe(
      true,
    );
    expect(list.data[0]!.job).toMatchObject({
      description: expect.any(String),
      company: { about: expect.any(String) },
    });
  });

  it('creates exactly one application from ten simultaneous clicks; the rest get the catalogue 409', async () => {
    const jobId = await openJobNotAppliedBy(student);
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => apply(student, { job_id: jobId, ra: '2024001' })),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(clicks.filter((r) => r.statusCode === 409).every((r) => message(r) === applicationMessages.duplicate)).toBe(
      true,
    );
    const created = studentApplicationSchema.parse(clicks.find((r) => r.statusCode === 201)!.json());
    expect(created).toMatchObject({ job_id: jobId, ra: '2024001', job: { id: jobId, application_id: created.id } });
    const [rows] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.job_id, jobId), eq(applications.student_id, student.student_id!)));
    expect(rows!.n).toBe(1);
  });

  it('refuses a closed job (409), someone else RA (404), an unknown job (404), staff (403) and no session (401)', async () => {
    const [closed] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 2)).limit(1);
    const refused = await apply(student, { job_id: closed!.id, ra: '2024001' });
    expect([refused.statusCode, message(refused)]).toEqual([409, applicationMessages.jobClosed]);
    const jobId = await openJobNotAppliedBy(student2);
    const forged = await apply(student, { job_id: jobId, ra: '2024002' });
    expect([forged.statusCode, message(forged)]).toEqual([404, applicationMessages.notYourRa]);
    expect((await apply(student, { job_id: 999_999, ra: '2024001' })).statusCode).toBe(404);
    expect((await apply(rep, { job_id: jobId, ra: '2024001' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/applications', payload: { job_id: jobId, ra: '2024001' } }))
        .statusCode,
    ).toBe(401);
    expect((await apply(student, { job_id: 'abc', ra: '' })).statusCode).toBe(422);
  });

  it('withdraws only the student own application', async () => {
    const theirs = (await mine(student2)).data[0]!;
    const taken = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${theirs.id}`,
      headers: student.headers,
    });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ errors: [{ message: applicationMessages.notFound }] });
    expect((await mine(student2)).data.map((a) => a.id)).toContain(theirs.id);
    const own = (await mine(student)).data[0]!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${own.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(204);
    expect((await mine(student)).data.map((a) => a.id)).not.toContain(own.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${own.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(404);
  });
});
