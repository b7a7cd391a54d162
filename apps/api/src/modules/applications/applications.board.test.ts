import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGES } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// `/candidaturas/:id` of a large job (docs/decisions/011-hiring-pipeline.md): the board's first
// cards of every stage in one request, the job with counts, the hire picker's search.
let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, student: S;
let jobId: number;
type Card = {
  id: number;
  stage: string;
  hired: boolean;
  notified_at: string | null;
  student: { user: { name: string } };
};

const get = (s: S, url: string) => t.app.inject({ url, headers: s.headers });
const sqlRows = <T>(text: string, params: unknown[] = []) => t.database.run.query<T>(text, params);

beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, rep2, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
    loginAs(t.app, 'student'),
  ]);
  const acmeJob = (await get(rep, '/api/jobs?limit=1')).json().data[0].id as number;
  const [job] = await sqlRows<{ id: number }>(
    `insert into jobs (title, state, city, description, companies_id, contract_types_id)
     select 'Vaga do quadro', state, city, description, companies_id, contract_types_id from jobs where id = $1
     returning id`,
    [acmeJob],
  );
  jobId = job!.id;
  // 30 more students, so that columns hold more cards than a page; every student applies, a minute
  // apart; the stages spread over four columns, one hired.
  await sqlRows(
    `insert into users (name, email, password_hash, role_id)
     select 'Candidata Quadro ' || g, 'quadro' || g || '@exemplo.edu.br', 'x', 3 from generate_series(1, 30) g`,
  );
  await sqlRows(
    `insert into students (id_user, ra, id_course)
     select u.id, 'Q' || u.id, (select min(id) from courses) from users u where u.email like 'quadro%@exemplo.edu.br'`,
  );
  await sqlRows(
    `insert into applications (job_id, student_id, created_at)
     select $1, id, now() - (id || ' minutes')::interval from students`,
    [jobId],
  );
  await sqlRows(
    `update applications set stage = (array['received','received','in_review','rejected','withdrawn'])[1 + id % 5]
     where job_id = $1`,
    [jobId],
  );
  await sqlRows(
    `update applications set stage = 'hired', notified_at = now()
     where id = (select min(id) from applications where job_id = $1 and stage = 'received')`,
    [jobId],
  );
  await sqlRows(
    `update applications set notified_at = now()
     where id = (select max(id) from applications where job_id = $1 and stage = 'in_review')`,
    [jobId],
  );
});
afterAll(() => t.close());

/** The newest `limit` applications of each stage and each stage's count, straight from the table. */
const expected = async (limit: number) => {
  const rows = await sqlRows<{ id: number; stage: string }>(
    'select id, stage from applications where job_id = $1 order by created_at desc, id desc',
    [jobId],
  );
  return STAGES.map((stage) => {
    const ids = rows.filter((r) => r.stage === stage).map((r) => r.id);
    return { stage, total: ids.length, ids: ids.slice(0, limit) };
  });
};

describe('GET /api/jobs/:id/board', () => {
  it('answers every stage in board order with its count and newest cards, for the owner and admins', async () => {
    for (const s of [rep, admin]) {
      const res = await get(s, `/api/jobs/${jobId}/board?limit=2`);
      expect(res.statusCode).toBe(200);
      const columns = res.json().columns as Array<{ stage: string; total: number; data: Card[] }>;
      expect(columns.map((c) => ({ stage: c.stage, total: c.total, ids: c.data.map((a) => a.id) }))).toEqual(
        await expected(2),
      );
      const card = columns.find((c) => c.stage === 'received')!.data[0]!;
      expect(card).toMatchObject({ job_id: jobId, stage: 'received', interview: null });
      expect(card.student.user.name).toBeTruthy();
    }
    const want = await expected(20);
    // Some stage must hold more than two cards, or the limit above proved nothing.
    expect(Math.max(...want.map((c) => c.total))).toBeGreaterThan(2);
    const all = (await get(rep, `/api/jobs/${jobId}/board`)).json().columns as Array<{ data: Card[] }>;
    expect(all.map((c) => c.data.map((a) => a.id))).toEqual(want.map((c) => c.ids));
  });

  it("matches each column's first page of the list, so 'Carregar mais' goes on where it stops", async () => {
    const columns = (await get(rep, `/api/jobs/${jobId}/board?limit=3`)).json().columns as Array<{
      stage: string;
      total: number;
      data: Card[];
    }>;
    for (const c of columns) {
      const first = (await get(rep, `/api/applications?job_id=${jobId}&stage=${c.stage}&limit=3&page=1`)).json();
      expect(first.meta.total, c.stage).toBe(c.total);
      expect(
        first.data.map((a: Card) => a.id),
        c.stage,
      ).toEqual(c.data.map((a) => a.id));
    }
  });

  it('refuses students, other companies, unknown jobs and bad limits', async () => {
    expect((await get(student, `/api/jobs/${jobId}/board`)).statusCode).toBe(403);
    expect((await get(rep2, `/api/jobs/${jobId}/board`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/jobs/${jobId}/board` })).statusCode).toBe(401);
    expect((await get(admin, '/api/jobs/999999/board')).statusCode).toBe(404);
    for (const q of ['limit=0', 'limit=101', 'limit=abc']) {
      const res = await get(rep, `/api/jobs/${jobId}/board?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors[0].field).toBe('limit');
    }
  });
});

describe('GET /api/jobs/:id/summary', () => {
  it("answers the job with the counts and hired candidates the spec's applicants route gives", async () => {
    const [seed] = (await get(rep, `/api/jobs/${jobId}`)).json() as [{ applications: Card[] } & object];
    const res = await get(rep, `/api/jobs/${jobId}/summary`);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    const { applications: apps, ...job } = seed;
    expect(summary).toMatchObject(job);
    expect(summary).not.toHaveProperty('applications');
    const pending = apps.filter((a) => !a.notified_at);
    expect(summary.applicants).toEqual({
      total: apps.length,
      hired: apps.filter((a) => a.hired).length,
      notified: apps.length - pending.length,
      pending: pending.length,
      pending_hired: pending.filter((a) => a.hired).length,
    });
    expect(summary.applicants).toMatchObject({ hired: 1, notified: 2 });
    expect(summary.hired.map((h: { id: number }) => h.id)).toEqual(apps.filter((a) => a.hired).map((a) => a.id));
    expect(summary.hired[0].name).toBe(apps.find((a) => a.hired)!.student.user.name);
  });

  it('refuses students and other companies; 404 for an unknown job', async () => {
    expect((await get(student, `/api/jobs/${jobId}/summary`)).statusCode).toBe(403);
    expect((await get(rep2, `/api/jobs/${jobId}/summary`)).statusCode).toBe(404);
    expect((await get(admin, `/api/jobs/${jobId}/summary`)).statusCode).toBe(200);
    expect((await get(admin, '/api/jobs/999999/summary')).statusCode).toBe(404);
  });
});

describe('GET /api/applications?hireable=true', () => {
  it('lists only the applications that can still be hired, searchable by name', async () => {
    const [seed] = (await get(rep, `/api/jobs/${jobId}`)).json() as [{ applications: Card[] }];
    const hireable = seed.applications.filter((a) => !a.hired).map((a) => a.id);
    const res = await get(rep, `/api/applications?job_id=${jobId}&hireable=true&limit=100`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((a: Card) => a.id)
        .sort(),
    ).toEqual(hireable.sort());
    expect(res.json().meta.total).toBe(hireable.length);
    const name = seed.applications.find((a) => !a.hired)!.student.user.name.split(' ')[0]!;
    const found = (
      await get(rep, `/api/applications?job_id=${jobId}&hireable=true&name=${encodeURIComponent(name)}`)
    ).json().data as Card[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => hireable.includes(a.id) && a.student.user.name.includes(name))).toBe(true);
    // Without the flag (or with false) staff still see every stage, withdrawn included.
    const everyone = (await get(rep, `/api/applications?job_id=${jobId}&hireable=false&limit=100`)).json();
    expect(everyone.meta.total).toBe((await expected(1)).reduce((n, c) => n + c.total, 0));
    expect((await get(rep, `/api/applications?job_id=${jobId}&hireable=yes`)).statusCode).toBe(422);
  });
});
