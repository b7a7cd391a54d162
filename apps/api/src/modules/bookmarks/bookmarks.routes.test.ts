import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkMessages, bookmarkSchema, studentBookmarkListSchema } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, rep: S, admin: S;
beforeAll(async () => {
  t = await createTestApp();
  [student, student2, rep, admin] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'admin'),
  ]);
});
afterAll(() => t.close());

const list = async (s: S) =>
  studentBookmarkListSchema.parse((await t.app.inject({ url: '/api/student-bookmark', headers: s.headers })).json());
const add = (s: S, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/bookmark', headers: s.headers, payload });
const firstError = (res: { json(): { errors: Array<{ message: string }> } }) => res.json().errors[0]!.message;

describe('bookmarks (Minhas vagas)', () => {
  it('lists only the student own bookmarks, each with the whole job card', async () => {
    const mine = await list(student);
    expect(mine).toHaveLength(2);
    expect(mine.every((b) => b.job.id === b.job_id && b.job.bookmark_id === b.id)).toBe(true);
    expect(mine[0]!.job.company.about).toBeTruthy();
    const theirs = await list(student2);
    expect(theirs.map((b) => b.id).some((id) => mine.some((m) => m.id === id))).toBe(false);
  });

  it('adds once for oneself, answering 201 with the bookmark, 409 for the second, 404 for an unknown job', async () => {
    const jobs = (await t.app.inject({ url: '/api/jobs-for-student?limit=50', headers: student.headers })).json()
      .data as Array<{ id: number; bookmark_id: number | null }>;
    const target = jobs.find((j) => j.bookmark_id === null)!;
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => add(student, { student_id: student.student_id, job_id: target.id })),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const created = bookmarkSchema.parse(clicks.find((r) => r.statusCode === 201)!.json());
    expect(created).toMatchObject({ student_id: student.student_id, job_id: target.id });
    expect(firstError(clicks.find((r) => r.statusCode === 409)!)).toBe(bookmarkMessages.duplicate);
    expect((await list(student)).map((b) => b.id)).toContain(created.id);
    const unknown = await add(student, { student_id: student.student_id, job_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bookmarking for another student, and removing another student bookmark, without data', async () => {
    const job = (await list(student))[0]!.job_id;
    const forged = await add(student2, { student_id: student.student_id, job_id: job });
    expect(forged.statusCode).toBe(404);
    expect(firstError(forged)).toBe(bookmarkMessages.notYours);
    const mine = (await list(student))[0]!;
    const taken = await t.app.inject({ method: 'DELETE', url: `/api/bookmark/${mine.id}`, headers: student2.headers });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ errors: [{ message: bookmarkMessages.notFound }] });
    expect((await list(student)).map((b) => b.id)).toContain(mine.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/bookmark/999999', headers: student.headers })).statusCode,
    ).toBe(404);
  });

  it('removes the student own bookmark with 204', async () => {
    const mine = (await list(student))[0]!;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/bookmark/${mine.id}`, headers: student.headers });
    expect(res.statusCode).toBe(204);
    expect((await list(student)).map((b) => b.id)).not.toContain(mine.id);
  });

  it('answers only students: 401 without a session, 403 for staff, 422 for a bad body', async () => {
    expect((await t.app.inject({ url: '/api/student-bookmark' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookmark', payload: { student_id: 1, job_id: 1 } })).statusCode,
    ).toBe(401);
    for (const s of [rep, admin]) {
      expect((await t.app.inject({ url: '/api/student-bookmark', headers: s.headers })).statusCode).toBe(403);
      expect((await add(s, { student_id: student.student_id, job_id: 1 })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/bookmark/1', headers: s.headers })).statusCode).toBe(
        403,
      );
    }
    expect((await add(student, { student_id: 'x', job_id: -1 })).statusCode).toBe(422);
  });
});
