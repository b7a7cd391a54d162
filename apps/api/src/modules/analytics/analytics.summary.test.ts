import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { applyFresh } from '../pipeline/pipeline.test-helpers.ts';
import { seedKnownData, type KnownData } from './analytics.fixture.ts';
import { expectedOverview, type ExpectedFilter } from './analytics.expected.ts';
import { createAnalyticsFacts } from './analytics.facts.ts';

// The summary the overview reads (migration 0015) against a full recount from the applications,
// after each kind of write, and the overview against the figures worked out in the test.
let t: TestApp;
let data: KnownData;
let admin: Awaited<ReturnType<typeof loginAs>>;
const H1 = { from: '2025-01-01', to: '2025-06-30' };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  data = await seedKnownData(t.database.db);
});
afterAll(() => t.close());

const sql = <T>(text: string, values: unknown[] = []) => t.database.run.query<T>(text, values);
/** Rows of the summary that a recount would not give, plus recounted rows it lacks. */
const drift = async () => {
  const [r] = await sql<{ n: number }>(`select count(*)::int as n from (
    (select * from analytics_application_facts except all select * from analytics_application_recount)
    union all (select * from analytics_application_recount except all select * from analytics_application_facts)) d`);
  return r!.n;
};
const facts = async (id: number) =>
  (await sql<Record<string, unknown>>('select * from analytics_application_facts where application_id = $1', [id]))[0];
const overview = async (q: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ url: `/api/analytics/overview?${qs}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnalyticsOverview;
};
/** The cards and the funnel against the known data set as the test has changed it. */
const expectCards = async (q: Record<string, string | number>, f: ExpectedFilter) => {
  const got = await overview(q);
  const {
    months: _m,
    courses: _c,
    companies: _co,
    states: _s,
    median_days_open: _d,
    funnel,
    ...cards
  } = expectedOverview(data, f);
  expect(got).toMatchObject(cards);
  expect(got.funnel).toEqual(funnel);
};
const appIds = async () =>
  new Map(
    (
      await sql<{ id: number; job_id: number; student_id: number }>('select id, job_id, student_id from applications')
    ).map((a) => [`${a.job_id}:${a.student_id}`, a.id]),
  );
const inH1 = (a: KnownData['apps'][number]) =>
  a.created >= new Date('2025-02-01') && a.created < new Date('2025-06-01');

describe('the indicators summary (one row per application)', () => {
  it('equals a full recount once the data is in, and the check finds nothing to repair', async () => {
    const [n] = await sql<{ facts: number; apps: number }>(
      'select (select count(*)::int from analytics_application_facts) as facts, (select count(*)::int from applications) as apps',
    );
    expect(n!.facts).toBe(n!.apps);
    expect(n!.facts).toBeGreaterThan(data.apps.length - 1);
    expect(await drift()).toBe(0);
    expect(await createAnalyticsFacts(t.database.run).repair()).toBe(0);
  });

  it('follows stage moves: an application taken to the interview and then not selected counts as interviewed', async () => {
    const ids = await appIds();
    const app = data.apps.find((a) => inH1(a) && a.stage === 'received')!;
    const id = ids.get(`${app.jobId}:${app.studentId}`)!;
    const move = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/applications/${id}/stage`, headers: admin.headers, payload });
    expect((await move({ stage: 'in_review' })).statusCode).toBe(200);
    const starts_at = new Date(Date.now() + 3_600_000).toISOString();
    const invited = await move({
      stage: 'interview',
      interview: { starts_at, duration_minutes: 30, location: 'Sala 2' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await move({ stage: 'rejected' })).statusCode).toBe(200);
    expect(await facts(id)).toMatchObject({ stage: 'rejected', history_level: 2, hired: false });
    Object.assign(app, { stage: 'rejected', interviewedFirst: true });
    expect(await drift()).toBe(0);
    await expectCards(H1, H1);
  });

  it('keeps a withdrawn application as withdrawn', async () => {
    const [rep, student] = await Promise.all([loginAs(t.app, 'rep'), loginAs(t.app, 'student')]);
    const { id } = await applyFresh(t, rep, student, '2024001');
    expect((await facts(id))?.stage).toBe('received');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: student.headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await facts(id)).toMatchObject({ stage: 'withdrawn' });
    expect(await drift()).toBe(0);
  });

  it('follows job edits (state, contract type) and deletions', async () => {
    const job = data.jobs.find((j) => data.apps.some((a) => a.jobId === j.id && inH1(a)))!;
    const other = data.jobs.find((j) => j.contractTypeId !== job.contractTypeId)!;
    const state = job.state === 'RJ' ? 'MG' : 'RJ';
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: admin.headers,
      payload: { state, contract_types_id: other.contractTypeId },
    });
    expect(put.statusCode, put.body).toBe(200);
    Object.assign(job, { state, contractTypeId: other.contractTypeId });
    expect(await drift()).toBe(0);
    await expectCards({ ...H1, state }, { ...H1, state });
    await expectCards(
      { ...H1, contract_type_id: other.contractTypeId },
      { ...H1, contractTypeId: other.contractTypeId },
    );

    const gone = data.jobs.find((j) => j.id !== job.id && data.apps.some((a) => a.jobId === j.id && inH1(a)))!;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${gone.id}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(204);
    const ids = await appIds();
    const app = data.apps.find((a) => a.jobId !== gone.id && inH1(a))!;
    await sql('delete from applications where id = $1', [ids.get(`${app.jobId}:${app.studentId}`)]);
    data.jobs = data.jobs.filter((j) => j.id !== gone.id);
    data.apps = data.apps.filter((a) => a.jobId !== gone.id && a !== app);
    expect(await drift()).toBe(0);
    await expectCards(H1, H1);
  });

  it("follows a student's course and video CV, whichever way they change", async () => {
    const student = data.students.find(
      (s) => s.hasCv && s.courseId && data.apps.some((a) => a.studentId === s.id && inH1(a)),
    )!;
    const course = data.students.find((s) => s.courseId && s.courseId !== student.courseId)!;
    await sql('update students set id_course = $1 where id = $2', [course.courseId, student.id]);
    await sql(
      `update auditions set published = false where activity_id = 71 and user_id = (select id_user from students where id = $1)`,
      [student.id],
    );
    Object.assign(student, { courseId: course.courseId, course: course.course, hasCv: false });
    expect(await drift()).toBe(0);
    await expectCards({ ...H1, course: course.courseId! }, { ...H1, course: course.courseId! });
    await expectCards(H1, H1);
  });

  it('is repaired by the check when rows were changed or lost behind its back', async () => {
    const [a, b] = await sql<{ application_id: number }>(
      'select application_id from analytics_application_facts order by application_id limit 2',
    );
    await sql("update analytics_application_facts set state = 'XX', hired = not hired where application_id = $1", [
      a!.application_id,
    ]);
    await sql('delete from analytics_application_facts where application_id = $1', [b!.application_id]);
    expect(await drift()).toBe(2 + 1);
    expect(await createAnalyticsFacts(t.database.run).repair()).toBe(2);
    expect(await drift()).toBe(0);
    await expectCards(H1, H1);
  });
});
