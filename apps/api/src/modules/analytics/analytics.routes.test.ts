import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages, type AnalyticsOverview } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, signInAll, type Sessions } from '../../test/access.ts';
import { seedKnownData, type KnownData } from './analytics.fixture.ts';
import { expectedOverview, type ExpectedFilter } from './analytics.expected.ts';

let t: TestApp;
let s: Sessions;
let data: KnownData;
const H1 = { from: '2025-01-01', to: '2025-06-30' };
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  data = await seedKnownData(t.database.db);
});
afterAll(() => t.close());

const qs = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const overview = async (who: keyof Sessions, q: Record<string, string | number | undefined>) => {
  const res = await t.app.inject({ url: `/api/analytics/overview?${qs(q)}`, headers: s[who as 'admin'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnalyticsOverview;
};
const companyId = (name: string) => data.jobs.find((j) => j.company === name)!.companyId;

/** Every card and chart of an answer against the figures worked out in the test. */
const expectAgrees = (got: AnalyticsOverview, f: ExpectedFilter) => {
  const want = expectedOverview(data, f);
  const { months, courses, companies, states, median_days_open, funnel, ...cards } = want;
  expect(got).toMatchObject(cards);
  expect(Math.abs((got.median_days_open ?? 0) - (median_days_open ?? 0))).toBeLessThanOrEqual(0.1);
  for (const m of got.by_month)
    expect(m, m.month).toEqual({ month: m.month, ...(months[m.month] ?? { applications: 0, hired: 0 }) });
  expect(got.by_month.reduce((n, m) => n + m.applications, 0)).toBe(want.applications);
  expect(
    Object.fromEntries(got.by_course.map((c) => [c.course, { applicants: c.applicants, hired: c.hired }])),
  ).toEqual(courses);
  expect(
    Object.fromEntries(
      got.by_company.map((c) => [c.company_id, { jobs: c.jobs, applications: c.applications, hired: c.hired }]),
    ),
  ).toEqual(companies);
  expect(Object.fromEntries(got.jobs_by_state.map((x) => [x.state, x.jobs]))).toEqual(states);
  expect(got.funnel).toEqual(funnel);
  return want;
};

describe('GET /api/analytics/overview on a known data set', () => {
  it('agrees with the counts worked out in the test for the first semester of 2025 (edges in Brasília time)', async () => {
    const want = expectAgrees(await overview('admin', H1), H1);
    expect(want.applications).toBeGreaterThan(30);
    expect(want.hired).toBeGreaterThan(3);
    expect(want.open_jobs).toBeGreaterThan(want.new_jobs);
    // Every stage is in the data, and the history lifts some rejected applications to the interview.
    expect(want.funnel.every((s) => s.count > 0)).toBe(true);
  });

  it('agrees on every filter: course, company, contract type, state', async () => {
    const course = data.students.find((x) => x.courseId)!.courseId!;
    const job = data.jobs[3]!;
    for (const f of [
      { course },
      { companies: [job.companyId] },
      { contractTypeId: job.contractTypeId },
      { state: job.state },
      { course, state: job.state },
    ]) {
      const got = await overview('admin', {
        ...H1,
        course: f.course,
        company_id: f.companies?.[0],
        contract_type_id: f.contractTypeId,
        state: f.state,
      });
      expectAgrees(got, { ...H1, ...f });
    }
    const filtered = await overview('admin', { ...H1, course });
    expect(filtered.applications).toBeLessThan((await overview('admin', H1)).applications);
  });

  it('agrees on a year and on five years, and answers zeros for an empty period', async () => {
    expectAgrees(await overview('admin', { from: '2024-07-01', to: '2025-12-31' }), {
      from: '2024-07-01',
      to: '2025-12-31',
    });
    expectAgrees(await overview('admin', { from: '2021-01-01', to: '2025-12-31' }), {
      from: '2021-01-01',
      to: '2025-12-31',
    });
    const empty = await overview('admin', { from: '2020-01-01', to: '2020-03-31' });
    expect(empty).toMatchObject({
      applications: 0,
      applicants: 0,
      hired: 0,
      placement_rate: null,
      median_days_to_hire: null,
      open_jobs: 0,
    });
    expect(empty.by_month.map((m) => m.month)).toEqual(['2020-01', '2020-02', '2020-03']);
  });

  it('defaults to this semester', async () => {
    const got = await overview('admin', {});
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(got.from <= today && today <= got.to).toBe(true);
    expect([got.from.slice(5), got.to.slice(5)]).toEqual(
      today.slice(5, 7) <= '06' ? ['01-01', '06-30'] : ['07-01', '12-31'],
    );
    // The demo applications are made today.
    expect(got.applications).toBeGreaterThanOrEqual(5);
  });

  it("holds a representative to their own companies, and another company's id is not found", async () => {
    const acme = [companyId('Acme Tecnologia'), companyId('Acme Logística')];
    const mine = await overview('rep', H1);
    expectAgrees(mine, { ...H1, companies: acme });
    expect(mine.by_company.map((c) => c.company).every((n) => n.startsWith('Acme'))).toBe(true);
    expectAgrees(await overview('rep', { ...H1, company_id: acme[1] }), { ...H1, companies: [acme[1]!] });
    expectAgrees(await overview('inactive', H1), { ...H1, companies: [companyId('Beta Consultoria')] });
    for (const url of ['overview', 'export.csv', 'export.xlsx']) {
      const res = await t.app.inject({
        url: `/api/analytics/${url}?company_id=${companyId('Gamma Saúde')}`,
        headers: s.rep,
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].message).toBe(analyticsMessages.companyNotFound);
      expect(res.body).not.toContain('Gamma');
    }
    await expectStatuses(
      t.app,
      s,
      { url: `/api/analytics/overview?company_id=${acme[0]}` },
      { rep2: 404, inactive: 404, admin: 200, rep: 200 },
    );
    await expectStatuses(t.app, s, { url: '/api/analytics/overview?company_id=999999' }, { admin: 404 });
  });
});

describe('refusals', () => {
  it('answers 401 signed out and 403 to a student, on every route', async () => {
    for (const url of ['/api/analytics/overview', '/api/analytics/export.csv', '/api/analytics/export.xlsx']) {
      await expectStatuses(t.app, s, { url }, { anonymous: 401, student: 403 });
    }
  });

  it('answers 422 with the field for a bad date, an end before the start and more than five years', async () => {
    const cases: Array<[string, string, string]> = [
      ['from=2025-02-30', 'from', analyticsMessages.dateInvalid],
      ['to=ontem', 'to', analyticsMessages.dateInvalid],
      ['from=2025-06-01&to=2025-05-31', 'to', analyticsMessages.dateOrder],
      ['from=2020-01-01&to=2025-01-01', 'to', analyticsMessages.periodTooLong],
      ['course=abc', 'course', ''],
    ];
    for (const [q, field, message] of cases) {
      for (const url of ['overview', 'export.csv', 'export.xlsx']) {
        const res = await t.app.inject({ url: `/api/analytics/${url}?${q}`, headers: s.admin });
        expect(res.statusCode, `${url}?${q}`).toBe(422);
        const error = res.json().errors[0];
        expect(error.field, q).toBe(field);
        if (message) expect(error.message).toBe(message);
      }
    }
    expect(
      (await t.app.inject({ url: '/api/analytics/overview?from=2020-01-01&to=2024-12-31', headers: s.admin }))
        .statusCode,
    ).toBe(200);
  });
});

describe('when hires and closings happened', () => {
  it('stamps hired_at when an application is marked hired, and clears it when unmarked', async () => {
    const before = await overview('admin', {});
    const app = (await t.app.inject({ url: '/api/applications?limit=1', headers: s.admin })).json().data[0] as {
      id: number;
    };
    const hiredAt = async () =>
      (
        await t.database.run.query<{ hired_at: Date | null }>('select hired_at from applications where id = $1', [
          app.id,
        ])
      )[0]!.hired_at;
    await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/hired`, headers: s.admin });
    expect(await hiredAt()).toBeInstanceOf(Date);
    const after = await overview('admin', {});
    expect(after.hired).toBe(before.hired + 1);
    expect(after.median_days_to_hire).not.toBeNull();
    await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/hired`, headers: s.admin });
    expect(await hiredAt()).toBeNull();
    expect((await overview('admin', {})).hired).toBe(before.hired);
    // A move on the pipeline's board sets `hired` in another trigger; the stamp follows it.
    await t.database.run.query(`update applications set stage = 'hired' where id = $1`, [app.id]);
    expect(await hiredAt()).toBeInstanceOf(Date);
    await t.database.run.query(`update applications set stage = 'rejected' where id = $1`, [app.id]);
    expect(await hiredAt()).toBeNull();
  });

  it('stamps closed_at when a job leaves the open state, and clears it when reopened', async () => {
    const job = data.jobs.find((j) => !j.closed)!;
    const closedAt = async () =>
      (await t.database.run.query<{ closed_at: Date | null }>('select closed_at from jobs where id = $1', [job.id]))[0]!
        .closed_at;
    await t.database.run.query('update jobs set status = 2 where id = $1', [job.id]);
    expect(await closedAt()).toBeInstanceOf(Date);
    await t.database.run.query('update jobs set status = 1 where id = $1', [job.id]);
    expect(await closedAt()).toBeNull();
  });
});
