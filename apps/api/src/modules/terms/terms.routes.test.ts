import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { terms } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('terms', () => {
  it('lists the terms publicly with sanitised HTML', async () => {
    await t.database.db.insert(terms).values({
      type: 'aluno',
      term_text:
        '<p onclick="alert(1)">Novo termo</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    });
    const res = await t.app.inject({ url: '/api/terms' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; type: string; term_text: string }>;
    expect(list.map((x) => x.type)).toEqual(['aluno', 'empresa', 'aluno']);
    const latest = list[2]!;
    expect(latest.term_text).toContain('<p>Novo termo</p>');
    expect(latest.term_text).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('lets a student sign the newest student term for themselves only', async () => {
    const list = (await t.app.inject({ url: '/api/terms' })).json() as Array<{ id: number; type: string }>;
    const aluno = list.filter((x) => x.type === 'aluno').at(-1)!;
    const empresa = list.find((x) => x.type === 'empresa')!;
    const student = await loginAs(t.app, 'student', { acceptTerms: false });
    expect(student.has_terms).toBe(false);
    const sign = (headers: Record<string, string>, user_id: number, term_id: number) =>
      t.app.inject({ method: 'POST', url: '/api/terms/sign', headers, payload: { user_id, term_id } });

    expect((await sign({}, student.user_id, aluno.id)).statusCode).toBe(401);
    const other = await loginAs(t.app, 'student2', { acceptTerms: false });
    expect((await sign(other.headers, student.user_id, aluno.id)).statusCode).toBe(404);
    const rep = await loginAs(t.app, 'rep');
    expect((await sign(rep.headers, rep.user_id, aluno.id)).statusCode).toBe(403);
    // The role is checked before the body: a bad body is still 401/403, not 422.
    expect((await sign({}, -1, -1)).statusCode).toBe(401);
    expect((await sign(rep.headers, -1, -1)).statusCode).toBe(403);
    expect((await sign(student.headers, student.user_id, empresa.id)).statusCode).toBe(404);
    expect((await sign(student.headers, student.user_id, 999999)).statusCode).toBe(404);
    expect((await sign(student.headers, student.user_id, -1)).statusCode).toBe(422);

    const ok = await sign(student.headers, student.user_id, aluno.id);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ user_id: student.user_id, term_id: aluno.id });
    expect((await sign(student.headers, student.user_id, aluno.id)).statusCode).toBe(201);
    const again = await loginAs(t.app, 'student', { acceptTerms: false });
    expect(again.has_terms).toBe(true);
    const profile = await t.app.inject({ url: '/api/profile', headers: again.headers });
    expect(profile.json().has_terms).toBe(true);
  });
});
