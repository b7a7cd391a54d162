import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, inactive: S, student: S, student2: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, inactive, student, student2] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/applications${query}`, headers });
const openJobOf = async (s: S) =>
  (await t.app.inject({ url: '/api/jobs?limit=100', headers: s.headers }))
    .json()
    .data.find((j: { status: number }) => j.status === 1);

describe('applications', () => {
  it('shows each actor only what is theirs', async () => {
    const mine = (await list(student.headers)).json();
    expect(mine.meta.total).toBe(3);
    expect(mine.data.every((a: { ra: string }) => a.ra === '2024001')).toBe(true);
    const staff = (await list(rep.headers, '?limit=100')).json();
    const repJobs = (await t.app.inject({ url: '/api/jobs?limit=100', headers: rep.headers }))
      .json()
      .data.map((j: { id: number }) => j.id);
    expect(staff.data.every((a: { job_id: number }) => repJobs.includes(a.job_id))).toBe(true);
    expect((await list(admin.headers)).json().meta.total).toBe(5);
    expect(
      (await list(admin.headers, '?name=bruno'))
        .json()
        .data.every((a: { student: { user: { name: string } } }) => a.student.user.name.startsWith('Bruno')),
    ).toBe(true);
    // Staff read the academic period of each applicant.
    const bruno = (await list(rep.headers, '?limit=100&name=bruno')).json().data[0];
    expect(bruno.student).toMatchObject({ ra: '2024002', periodo: '4º', situacao_periodo: 'Cursando' });
    expect((await list({})).statusCode).toBe(401);
    const other = (await list(student2.headers)).json().data[0];
    expect((await t.app.inject({ url: `/api/applications/${other.id}`, headers: student.headers })).statusCode).toBe(
      404,
    );
  });

  it('lets a student apply once, even with ten simultaneous clicks, only as themselves, only to open jobs', async () => {
    const job = await openJobOf(admin);
    const already = (await list(student.headers)).json().data.map((a: { job_id: number }) => a.job_id);
    const target = (await t.app.inject({ url: '/api/jobs?limit=100', headers: admin.headers }))
      .json()
      .data.find((j: { id: number; status: number }) => j.status === 1 && !already.includes(j.id));
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/applications',
          headers: student.headers,
          payload: { job_id: target.id, ra: '2024001' },
        }),
      ),
    );
    expect(clicks.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(clicks.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(clicks.find((r) => r.statusCode === 409)!.json().errors[0].message).toBe(applicationMessages.duplicate);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: student.headers,
      payload: { job_id: job.id, ra: '2024002' },
    });
    expect(forged.statusCode).toBe(404);
    const closed = (await t.app.inject({ url: '/api/jobs?limit=100', headers: admin.headers }))
      .json()
      .data.find((j: { status: number }) => j.status === 2);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: student.headers,
      payload: { job_id: closed.id, ra: '2024001' },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/applications',
          headers: rep.headers,
          payload: { job_id: job.id, ra: '2024001' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets staff mark the hire on their own jobs, notify candidates by e-mail, and delete', async () => {
    const app = (await list(rep.headers)).json().data[0];
    const hired = await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/hired`, headers: rep.headers });
    expect(hired.statusCode).toBe(200);
    expect(hired.json().hired).toBe(true);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/hired`, headers: inactive.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/applications/${app.id}/hired`, headers: student.headers }))
        .statusCode,
    ).toBe(403);
    const before = t.mails().length;
    const notify = await t.app.inject({ method: 'POST', url: `/api/jobs/${app.job_id}/notify`, headers: rep.headers });
    expect(notify.statusCode).toBe(200);
    const count = notify.json().notified;
    expect(count).toBeGreaterThan(0);
    const mails = t.mails().slice(before);
    expect(mails).toHaveLength(count);
    expect(mails.some((m) => m.includes('selecionado'))).toBe(true);
    const again = (
      await t.app.inject({ method: 'POST', url: `/api/jobs/${app.job_id}/notify`, headers: rep.headers })
    ).json();
    expect(again).toEqual({ notified: 0, message: applicationMessages.nothingToNotify });
    const after = (await list(rep.headers, `?job_id=${app.job_id}`)).json().data;
    expect(after.every((a: { notified_at: string | null }) => a.notified_at !== null)).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/jobs/${app.job_id}/notify`, headers: inactive.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${app.id}`, headers: inactive.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${app.id}`, headers: rep.headers })).statusCode,
    ).toBe(204);
  });

  it('lets a student withdraw only their own application', async () => {
    const mine = (await list(student.headers)).json().data[0];
    const theirs = (await list(student2.headers)).json().data[0];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${theirs.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${mine.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${mine.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(404);
  });
});
