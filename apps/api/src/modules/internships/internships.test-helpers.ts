import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { agreements, companies } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { loginAs, type TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;

/** Signs the newest student term for a signed-in student (every student route waits for it). */
export const signStudentTerm = async (app: FastifyInstance, who: { headers: Headers; user_id: number }) => {
  const terms = (await app.inject({ url: '/api/terms' })).json() as Array<{ id: number; type: string }>;
  const term = terms.filter((x) => x.type === 'aluno').sort((a, b) => b.id - a.id)[0]!;
  await app.inject({
    method: 'POST',
    url: '/api/terms/sign',
    headers: who.headers,
    payload: { user_id: who.user_id, term_id: term.id },
  });
};

export const companyId = async (database: Database, name: string) => {
  const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
};

/** The five demo accounts signed in (the students with the term signed), and Acme with a convênio. */
export const signInParties = async (t: TestApp) => {
  const [admin, rep, rep2, student, student2] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
  await signStudentTerm(t.app, student);
  await signStudentTerm(t.app, student2);
  const acme = await companyId(t.database, 'Acme Tecnologia');
  await addAgreement(t.database, acme);
  return { admin, rep, rep2, student, student2, acme };
};

/** A convênio from 2020 to 2035, straight into the database. */
export const addAgreement = async (database: Database, companiesId: number, number = 'CV-1') => {
  const [row] = await database.db
    .insert(agreements)
    .values({ companies_id: companiesId, number, starts_on: '2020-01-01', ends_on: '2035-12-31' })
    .returning({ id: agreements.id });
  return row!.id;
};

/** A lawful TCE's fields: 6h/30h, optional with stipend and transport aid, a year. */
export const tcePayload = (over: Record<string, unknown> = {}) => ({
  ra: '2024001',
  kind: 'optional',
  starts_on: '2027-02-01',
  ends_on: '2028-01-31',
  hours_per_day: 6,
  hours_per_week: 30,
  stipend_cents: 150000,
  transport_aid_cents: 20000,
  insurer: 'Seguradora Exemplo S.A.',
  policy_number: 'AP-2027-0001',
  supervisor: {
    name: 'Carla Supervisora',
    email: 'carla@acme.com.br',
    position: 'Gerente de TI',
    education: 'Ciência da Computação',
  },
  advisor: { name: 'Prof. João Orientador', email: 'joao@demo.edu.br' },
  activities: ['Desenvolver telas do sistema interno', 'Escrever testes automatizados'],
  ...over,
});

export const PASSWORD = { student: 'Aluno@1234', rep: 'Empresa@123', admin: 'Admin@12345' };
type Party = { headers: Headers };

/** A TCE created by `rep`, submitted and signed by the student, the company and the office: its answer. */
export const activeTce = async (
  t: TestApp,
  p: { rep: Party; admin: Party; student: Party },
  over: Record<string, unknown>,
) => {
  const call = (url: string, who: Party, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const res = await call('/api/internships', p.rep, tcePayload(over));
  if (res.statusCode !== 201) throw new Error(`TCE not created: ${res.body}`);
  const id = res.json().id as number;
  await call(`/api/internships/${id}/submit`, p.rep);
  for (const [who, password] of [
    [p.student, PASSWORD.student],
    [p.rep, PASSWORD.rep],
    [p.admin, PASSWORD.admin],
  ] as const) {
    const signed = await call(`/api/internships/${id}/signatures`, who, { password });
    if (signed.statusCode !== 201) throw new Error(`TCE not signed: ${signed.body}`);
  }
  return (await t.app.inject({ url: `/api/internships/${id}`, headers: p.student.headers })).json();
};
