import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { studentJobListSchema, type StudentJob } from '@portal/contracts';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { createFilesService } from '../files/files.service.ts';
import { createClock } from '../../lib/clock.ts';
import { createStudentJobsRepository } from './student-jobs.repository.ts';
import { createStudentJobsService, SEARCH_COUNT_CAP } from './student-jobs.service.ts';
import { insertSearchFixtures } from './search-cases.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, rep: S, admin: S;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [student, rep, admin] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'admin'),
  ]);
  Object.assign(ids, await insertSearchFixtures(t));
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number>, headers = student.headers) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ url: `/api/jobs-for-student?${qs}`, headers });
  if (res.statusCode !== 200)
    return { status: res.statusCode, body: res.json(), ids: [] as number[], data: [] as StudentJob[] };
  const body = studentJobListSchema.parse(res.json());
  return { status: 200, body, ids: body.data.map((j) => j.id), data: body.data };
};

describe('GET /api/jobs-for-student', () => {
  it('matches titles without caring for accents or case, and never lists closed jobs', async () => {
    for (const title of ['programacao', 'Programação', 'PROGRAMAÇÃO', 'programação web']) {
      const r = await search({ title, state: 'TO' });
      expect(r.ids, title).toContain(ids.web);
      expect(r.ids, title).not.toContain(ids.closed);
    }
    for (const title of ['analise', 'ANÁLISE', 'sistemas'])
      expect((await search({ title, state: 'TO' })).ids, title).toEqual([ids.analise]);
    // The demo data has accented titles for the web journey to find without accents.
    expect((await search({ title: 'estagio programacao' })).data.map((j) => j.title)).toContain(
      'Estágio em Programação',
    );
  });

  it('stems Portuguese words: programador finds Programação and Programador', async () => {
    const r = await search({ title: 'programador', state: 'TO' });
    expect(r.ids).toEqual(expect.arrayContaining([ids.web, ids.java]));
    expect(r.ids).not.toContain(ids.closed);
  });

  it('finds partial words, whole words ranking before prefixes and newest first within each', async () => {
    expect((await search({ title: 'desenvolv', state: 'TO' })).ids).toEqual([ids.js]);
    expect((await search({ title: 'progr', state: 'TO' })).ids).toEqual([ids.web, ids.java]);
    // 'java' is a whole word of 'Programador Java' and only the start of the newer 'JavaScript'.
    expect((await search({ title: 'java', state: 'TO' })).ids).toEqual([ids.java, ids.js]);
    // Inside a word: no stem starts with it, so the text is looked for anywhere in the title.
    expect((await search({ title: 'script', state: 'TO' })).ids).toEqual([ids.js]);
  });

  it('filters by state exactly and by city without accents or case', async () => {
    expect((await search({ state: 'TO', city: 'araguaina' })).ids).toEqual([ids.java]);
    const palmas = await search({ state: 'TO', city: 'PALMAS' });
    expect(palmas.ids).toEqual([ids.web, ids.analise]);
    expect((await search({ title: 'sistemas', state: 'SP', city: 'palmas' })).ids).toEqual([]);
    expect((await search({ state: 'to' })).ids).toEqual([]);
  });

  it('pages by 10 with last_page, newest first, with no job on two pages', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ state: 'TO', page })));
    expect(pages[0]!.body.meta).toMatchObject({
      total: 25,
      per_page: 10,
      current_page: 1,
      last_page: 3,
      capped: false,
    });
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 5, 0]);
    const all = pages.flatMap((p) => p.data);
    expect(new Set(all.map((j) => j.id)).size).toBe(25);
    const times = all.map((j) => Date.parse(j.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await search({ state: 'TO', limit: 50 })).data).toHaveLength(25);
  });

  it('treats SQL-looking and operator text as plain words', async () => {
    for (const title of ["' OR 1=1; DROP TABLE jobs; --", 'a:* | !b & (c', '%', '_', '\\', "O'Brien"]) {
      const r = await search({ title });
      expect(r.status, title).toBe(200);
    }
    expect((await search({ title: "o'brien" })).ids).toEqual([ids.sqlish]);
    expect((await search({ title: '100%' })).ids).toEqual([ids.sqlish]);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(count!.n).toBeGreaterThan(60);
  });

  it('lists the newest open jobs when nothing is typed, with everything the card and the details need', async () => {
    const r = await search({ title: '  ', state: '', city: '' });
    const [open] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.status, 1));
    expect(r.body.meta.total).toBe(open!.n);
    const newest = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, 1))
      .orderBy(desc(jobs.created_at), desc(jobs.id))
      .limit(10);
    expect(r.ids).toEqual(newest.map((j) => j.id));
    expect(r.data.every((j) => j.status === 1)).toBe(true);
    const mine = (await search({ page: 1, limit: 50 })).data.find((j) => j.application_id !== null)!;
    expect(mine.applications_count).toBeGreaterThan(0);
    expect(mine.company).toMatchObject({
      name: expect.any(String),
      about: expect.any(String),
      area: expect.any(String),
      employees_number: expect.any(Number),
    });
    expect(mine.contract_type?.name).toBeTruthy();
    expect(mine.area).toBeTruthy();
    expect(SEARCH_COUNT_CAP).toBeGreaterThanOrEqual(1000);
  });

  it('rejects bad paging, and answers only students', async () => {
    expect((await search({ limit: 51 })).status).toBe(422);
    expect((await search({ page: 0 })).status).toBe(422);
    expect((await t.app.inject({ url: '/api/jobs-for-student' })).statusCode).toBe(401);
    expect((await search({}, rep.headers)).status).toBe(403);
    expect((await search({}, admin.headers)).status).toBe(403);
  });

  it('pages a match at the count cap off the created_at index, in the same order as a sorted small match', async () => {
    const files = createFilesService({ storage: createLocalStorage(t.outboxDir), secret: 'x'.repeat(40) });
    const at = (countCap: number) =>
      createStudentJobsService({
        repo: createStudentJobsRepository(t.database.run),
        files,
        clock: createClock(),
        countCap,
      });
    const actor = {
      id: student.user_id,
      name: 'a',
      email: 'a',
      role_id: 3,
      is_active: true,
      student_id: student.student_id,
    } as Parameters<ReturnType<typeof at>['search']>[0];
    for (const [query, cap] of [
      [{ title: 'java', state: 'TO' }, 2],
      [{ title: 'progr', state: 'TO' }, 1],
      [{ state: 'TO' }, 5],
      [{ title: 'script', state: 'TO' }, 1],
    ] as const) {
      const small = await at(1000).search(actor, { ...query, page: 1, limit: 50 });
      const pages = await Promise.all(
        Array.from({ length: cap + 1 }, (_, i) => at(cap).search(actor, { ...query, page: i + 1, limit: 1 })),
      );
      expect(pages[0]!.meta, JSON.stringify(query)).toMatchObject({ total: cap, capped: true, last_page: cap });
      expect(
        pages.flatMap((p) => p.data.map((j) => j.id)),
        JSON.stringify(query),
      ).toEqual(small.data.slice(0, cap).map((j) => j.id));
    }
  });
});
