import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Version = { id: number; type: string; term_text: string; created_at: string; signatures: number };

const publish = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/terms', headers, payload });

describe('term versions (admin)', () => {
  it('refuses everyone but admins, before reading the body', async () => {
    const student = await loginAs(t.app, 'student', { acceptTerms: false });
    const rep = await loginAs(t.app, 'rep');
    expect((await publish({}, {})).statusCode).toBe(401);
    expect((await publish(student.headers, { type: 'aluno', term_text: '<p>x</p>' })).statusCode).toBe(403);
    expect((await publish(rep.headers, {})).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/terms/versions', headers: student.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/terms/versions' })).statusCode).toBe(401);
  });

  it('answers 422 on an empty, tag-only, unchanged or unknown-type term', async () => {
    const admin = await loginAs(t.app, 'admin');
    const field = async (payload: Record<string, unknown>) => {
      const res = await publish(admin.headers, payload);
      expect(res.statusCode).toBe(422);
      return res.json().errors[0] as { field: string; message: string };
    };
    expect(await field({ type: 'aluno', term_text: '  ' })).toMatchObject({
      field: 'term_text',
      message: 'Escreva o texto do termo',
    });
    expect(await field({ type: 'aluno', term_text: '<p><script>alert(1)</script>&nbsp;</p>' })).toMatchObject({
      field: 'term_text',
      message: 'Escreva o texto do termo',
    });
    expect((await field({ type: 'outro', term_text: '<p>x</p>' })).field).toBe('type');
    expect((await field({ type: 'aluno', term_text: 'x'.repeat(100_001) })).field).toBe('term_text');
    const versions = (await t.app.inject({ url: '/api/terms/versions', headers: admin.headers })).json() as Version[];
    const current = versions.find((v) => v.type === 'empresa')!;
    expect(await field({ type: 'empresa', term_text: current.term_text })).toMatchObject({
      message: 'O texto é igual ao da versão atual',
    });
  });

  it('publishes a sanitised version that every student must accept again', async () => {
    const admin = await loginAs(t.app, 'admin');
    const student = await loginAs(t.app, 'student', { acceptTerms: false });
    const before = (await t.app.inject({ url: '/api/terms/versions', headers: admin.headers })).json() as Version[];
    const oldAluno = before.find((v) => v.type === 'aluno')!;
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/terms/sign',
      headers: student.headers,
      payload: { user_id: student.user_id, term_id: oldAluno.id },
    });
    expect(signed.statusCode).toBe(201);
    expect((await loginAs(t.app, 'student', { acceptTerms: false })).has_terms).toBe(true);
    const repBefore = (await loginAs(t.app, 'rep')).has_terms;

    const res = await publish(admin.headers, {
      type: 'aluno',
      term_text: '<h2 onclick="x()">Termo 2026</h2><p>Novo <strong>texto</strong></p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Version;
    expect(created).toMatchObject({ type: 'aluno', signatures: 0 });
    expect(created.term_text).toBe('<h2>Termo 2026</h2><p>Novo <strong>texto</strong></p>');
    expect(created.id).toBeGreaterThan(oldAluno.id);

    const after = (await t.app.inject({ url: '/api/terms/versions', headers: admin.headers })).json() as Version[];
    expect(after[0]!.id).toBe(created.id);
    expect(after.find((v) => v.id === oldAluno.id)!.signatures).toBe(oldAluno.signatures + 1);
    // The student's open session and the next sign-in both say the new version is not accepted.
    const profile = await t.app.inject({ url: '/api/profile', headers: student.headers });
    expect(profile.json().has_terms).toBe(false);
    expect((await loginAs(t.app, 'student', { acceptTerms: false })).has_terms).toBe(false);
    // The company term is untouched: a representative who accepted it is not asked again.
    expect((await loginAs(t.app, 'rep')).has_terms).toBe(repBefore);

    const audit = await t.app.inject({ url: '/api/audit-log?action=term.published', headers: admin.headers });
    expect(audit.json().data[0]).toMatchObject({ action: 'term.published', target_id: created.id });
  });
});
