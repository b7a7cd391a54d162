import { TERMS_REQUIRED } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_EXEMPT } from '../plugins/terms-gate.ts';
import { acceptStudentTerm } from '../test/test-app.ts';
import { createProofApp } from './proof-app.ts';
import { createProofContext, type ProofContext } from './proof-context.ts';
import { ROUTE_MATRIX, routeKey } from './route-matrix.ts';
import { ROUTE_REQUESTS } from './route-requests.ts';

/**
 * Terms acceptance on the server (plugins/terms-gate.ts): once a new student term is published,
 * every route the matrix lets a student call answers 403 `terms_required` to a student who has
 * not accepted it, but the exempt ones; accepting opens them again. New routes are covered by
 * being in the matrix.
 */
const { t, routes } = await createProofApp();
let c: ProofContext;

/** The office publishes a new student term: every student must accept it again. */
const publishTerm = async (text: string) => {
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/terms',
    headers: c.headers.admin,
    payload: { type: 'aluno', term_text: `<p>${text}</p>` },
  });
  expect(published.statusCode).toBe(201);
};

beforeAll(async () => {
  c = await createProofContext(t);
  await publishTerm('Termo de uso, nova versão');
});
afterAll(() => t.close());

/**
 * Takes back the student's acceptance of the newest term: some requests of the matrix sign the
 * student in again (a fresh session), which the test helpers follow with an acceptance.
 */
const unaccept = async () => {
  const profile = (await t.app.inject({ url: '/api/profile', headers: c.headers.student })).json() as { id: number };
  await t.database.db.execute(
    sql`delete from term_signatures where user_id = ${profile.id} and term_id = (select max(id) from terms where type = 'aluno')`,
  );
};

const accept = async () => {
  const profile = (await t.app.inject({ url: '/api/profile', headers: c.headers.student })).json() as { id: number };
  await acceptStudentTerm(t.app, { user_id: profile.id, token: c.headers.student.authorization!.slice(7) });
};

/** The routes the matrix lets a student call under /api; signing the term last, as it ends the refusals. */
const studentRoutes = () =>
  [...new Set(routes.filter((r) => !r.headOfGet).map((r) => routeKey(r.method, r.url)))]
    .filter((key) => key.includes(' /api/') && ROUTE_MATRIX[key] && ROUTE_MATRIX[key]!.expect.student !== 'no')
    .sort((a, b) => Number(a === 'POST /api/terms/sign') - Number(b === 'POST /api/terms/sign'));

describe('a student who has not accepted the current term', () => {
  it('gets 403 terms_required on every student route but the exempt ones, before any other check', async () => {
    const refused: string[] = [];
    const open: string[] = [];
    for (const key of studentRoutes()) {
      // The request's own setup (objects it acts on) runs as a student who accepted.
      await accept();
      const req = await ROUTE_REQUESTS[key]!(c, 'student', ROUTE_MATRIX[key]!.expect.student);
      await unaccept();
      const res = await t.app.inject({
        method: req.method,
        url: req.url,
        payload: req.payload,
        headers: { ...c.headers.student, ...req.headers },
      });
      const termsRefusal = res.statusCode === 403 && res.json().code === TERMS_REQUIRED;
      if (termsRefusal) {
        expect(res.json().errors[0]).toMatchObject({ rule: TERMS_REQUIRED, message: expect.any(String) });
        refused.push(key);
      } else open.push(key);
    }
    expect(open.filter((key) => !TERMS_EXEMPT.has(key))).toEqual([]);
    expect(refused.filter((key) => TERMS_EXEMPT.has(key))).toEqual([]);
    expect(refused).toEqual(
      expect.arrayContaining(['POST /api/applications', 'POST /api/bookmark', 'PUT /api/students/:id']),
    );
  });

  it('leaves the other roles alone, and opens every route again once the student accepts', async () => {
    await publishTerm('Termo de uso, terceira versão');
    expect((await t.app.inject({ url: '/api/jobs', headers: c.headers.rep })).statusCode).toBe(200);
    const bookmarks = () => t.app.inject({ url: '/api/student-bookmark', headers: c.headers.student });
    expect((await bookmarks()).statusCode).toBe(403);
    await accept();
    expect((await bookmarks()).statusCode).toBe(200);
  });
});
