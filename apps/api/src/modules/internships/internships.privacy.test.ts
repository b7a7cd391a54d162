import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { internshipSignatures } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInParties, tcePayload } from './internships.test-helpers.ts';

let t: TestApp;
let p: Awaited<ReturnType<typeof signInParties>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  p = await signInParties(t);
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const post = (url: string, who: Who, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, 'user-agent': 'agente-de-teste' }, payload });
const tce = async (over: object) =>
  (await post('/api/internships', p.rep, tcePayload({ companies_id: p.acme, ...over }))).json().id as number;

/** A TCE signed by the three parties: active, its PDF frozen. */
const signed = async () => {
  const id = await tce({});
  await post(`/api/internships/${id}/submit`, p.rep);
  for (const [who, password] of [
    [p.student, 'Aluno@1234'],
    [p.rep, 'Empresa@123'],
    [p.admin, 'Admin@12345'],
  ] as const)
    expect((await post(`/api/internships/${id}/signatures`, who, { password })).statusCode).toBe(201);
  return id;
};

// docs/decisions/018-internships-tce.md#lgpd
describe('the student’s TCEs and the LGPD', () => {
  it('exports every TCE with reports and recesses, the IP only of the student’s own signature', async () => {
    const active = await signed();
    const draft = await tce({ starts_on: '2029-02-01', ends_on: '2029-07-31' });
    const res = await post(`/api/students/${p.student.student_id}/export`, p.student, { password: 'Aluno@1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.other.internships as Array<Record<string, unknown>>;
    expect(mine.map((x) => [x.id, x.status])).toEqual([
      [active, 'active'],
      [draft, 'draft'],
    ]);
    const [first] = mine as Array<{
      signatures: Array<Record<string, unknown>>;
      reports: unknown[];
      policy_number: string;
    }>;
    expect(first!.policy_number).toBe('AP-2027-0001');
    expect(first!.reports.length).toBeGreaterThan(0);
    const byParty = Object.fromEntries(first!.signatures.map((s) => [s.party, s]));
    expect(byParty['student']).toMatchObject({ user_agent: 'agente-de-teste' });
    expect(byParty['student']).toHaveProperty('ip');
    expect(byParty['company']).not.toHaveProperty('ip');
    expect(byParty['institution']).not.toHaveProperty('user_agent');
    expect(body.files).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'internships.document' })]));
  });

  it('erases the drafts and keeps the signed TCE, its document and its verification', async () => {
    const list = (await t.app.inject({ url: '/api/internships?ra=2024001', headers: p.admin.headers })).json();
    const active = list.data.find((x: { status: string }) => x.status === 'active').id as number;
    const draft = list.data.find((x: { status: string }) => x.status === 'draft').id as number;
    const before = await t.app.inject({ url: `/api/internships/${active}/document`, headers: p.admin.headers });
    expect(before.statusCode).toBe(200);
    const code = (await t.app.inject({ url: `/api/internships/${active}`, headers: p.admin.headers })).json()
      .verification_code as string;

    const erased = await post(`/api/students/${p.student.student_id}/data-deletion`, p.student, {
      confirm: 'excluir',
      password: 'Aluno@1234',
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().removed.internships).toBe(1);

    expect((await t.app.inject({ url: `/api/internships/${draft}`, headers: p.admin.headers })).statusCode).toBe(404);
    const kept = await t.app.inject({ url: `/api/internships/${active}`, headers: p.admin.headers });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      status: 'active',
      student: { id: null, name: 'ana beatriz souza', ra: '2024001' },
    });
    expect(kept.json().signatures.map((s: { party: string }) => s.party)).toEqual([
      'student',
      'company',
      'institution',
    ]);
    const after = await t.app.inject({ url: `/api/internships/${active}/document`, headers: p.admin.headers });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect((await t.app.inject({ url: `/api/documents/${code}` })).json()).toMatchObject({ status: 'active' });
    const evidence = await t.database.db
      .select()
      .from(internshipSignatures)
      .where(eq(internshipSignatures.internships_id, active));
    expect(evidence.find((s) => s.party === 'student')).toMatchObject({ user_agent: 'agente-de-teste' });
    // The company still follows its kept internship; nobody on the student's side is e-mailed.
    const rep = await t.app.inject({ url: '/api/internships?status=active', headers: p.rep.headers });
    expect(rep.json().data.map((x: { id: number }) => x.id)).toContain(active);
  });
});
