import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { internshipSignatures } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, student: S, student2: S;
let acme: number;

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', INSTITUTION_NAME: 'Universidade Demo' },
    { demo: true },
  );
  ({ admin, rep, rep2, student, student2, acme } = await signInParties(t));
});
afterAll(() => t.close());

const post = (url: string, who: S, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, 'user-agent': 'vitest-agent' }, payload });
const sign = (id: number, who: S, password: string) => post(`/api/internships/${id}/signatures`, who, { password });
const draft = async (ra = '2024001') => {
  const res = await post('/api/internships', rep, tcePayload({ companies_id: acme, ra }));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

describe('signing a TCE', () => {
  it('signs in order (student, company, university), freezes one PDF and verifies it publicly', async () => {
    const id = await draft();
    expect((await sign(id, student, 'Aluno@1234')).statusCode).toBe(409); // still a draft
    expect((await post(`/api/internships/${id}/submit`, student)).statusCode).toBe(403);
    const submitted = await post(`/api/internships/${id}/submit`, rep);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'awaiting_signatures', next_party: 'student' });
    expect(submitted.json().terms_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await post(`/api/internships/${id}/submit`, rep)).statusCode).toBe(409);
    const turns = () => t.mails().filter((x) => x.includes('aguarda a sua assinatura'));
    expect(turns()).toHaveLength(1);
    expect(turns()[0]).toContain('To: ana.souza@aluno.demo.edu.br');

    // Out of turn, another company, another student.
    expect((await sign(id, rep, 'Empresa@123')).statusCode).toBe(409);
    expect((await sign(id, admin, 'Admin@12345')).statusCode).toBe(409);
    expect((await sign(id, rep2, 'Empresa@123')).statusCode).toBe(404);
    expect((await sign(id, student2, 'Aluno@1234')).statusCode).toBe(404);

    const wrong = await sign(id, student, 'errada-123');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('password');
    const first = await sign(id, student, 'Aluno@1234');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ party: 'student', document_sha256: submitted.json().terms_sha256 });
    expect((await sign(id, student, 'Aluno@1234')).statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/internships/${id}/document`, headers: rep.headers })).statusCode).toBe(409);
    expect((await sign(id, rep, 'Empresa@123')).statusCode).toBe(201);
    expect(turns()).toHaveLength(3);
    expect(turns()[1]).toContain('To: rh@acme.com.br');
    expect(turns()[2]).toContain('To: admin@demo.edu.br');
    const last = await sign(id, admin, 'Admin@12345');
    expect(last.statusCode).toBe(201);

    const done = (await t.app.inject({ url: `/api/internships/${id}`, headers: student.headers })).json();
    expect(done.status).toBe('active');
    expect(done.signatures.map((s: { party: string }) => s.party)).toEqual(['student', 'company', 'institution']);
    const evidence = await t.database.db
      .select()
      .from(internshipSignatures)
      .where(eq(internshipSignatures.internships_id, id));
    expect(
      evidence.every((e) => e.user_agent === 'vitest-agent' && e.ip && e.document_sha256 === done.terms_sha256),
    ).toBe(true);

    const a = await t.app.inject({ url: `/api/internships/${id}/document`, headers: student.headers });
    const b = await t.app.inject({ url: `/api/internships/${id}/document`, headers: admin.headers });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('application/pdf');
    expect(a.headers['content-disposition']).toContain('attachment');
    expect(a.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const hash = createHash('sha256').update(a.rawPayload).digest('hex');
    expect(hash).toBe(done.document_sha256);
    expect((await t.app.inject({ url: `/api/internships/${id}/document`, headers: rep2.headers })).statusCode).toBe(
      404,
    );

    const pub = await t.app.inject({ url: `/api/documents/${done.verification_code}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ kind: 'tce', status: 'active', sha256: hash });
    expect(pub.json().parties.map((p: { name: string }) => p.name)).toContain('Universidade Demo');
    expect(pub.body).not.toMatch(/2024001|@|ra"/);
    expect((await t.app.inject({ url: '/api/documents/ABCDEFGHJKLMNPQR' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/documents/%3Cscript%3E' })).statusCode).toBeGreaterThanOrEqual(400);

    // Every party had its turn by e-mail, then the signed TCE with the verification link.
    const signedMails = t.mails().filter((x) => x.includes(`/validar/${done.verification_code}`));
    expect(signedMails.length).toBeGreaterThanOrEqual(3);
    expect((await post(`/api/internships/${id}/cancel`, rep)).statusCode).toBe(409);
  });

  it('counts wrong signing passwords as failed sign-ins (429 past the limit)', async () => {
    const id = await draft('2024002');
    await post(`/api/internships/${id}/submit`, rep);
    for (let i = 0; i < 3; i++) expect((await sign(id, student2, `errada-${i}`)).statusCode).toBe(422);
    expect((await sign(id, student2, 'Aluno@1234')).statusCode).toBe(429);
  });

  it('cancels a draft or an awaiting TCE, not twice', async () => {
    const id = await draft();
    expect((await post(`/api/internships/${id}/cancel`, rep2)).statusCode).toBe(404);
    const res = await post(`/api/internships/${id}/cancel`, rep);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect((await post(`/api/internships/${id}/cancel`, admin)).statusCode).toBe(409);
  });
});
