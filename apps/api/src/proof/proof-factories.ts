// The throwaway objects of the proofs: the requests that consume what they act on (deletes,
// sign-outs, resets) each get a fresh one, made straight in the database or through the API.
import { eq } from 'drizzle-orm';
import { ROLE_ID } from '@portal/contracts';
import * as schema from '../db/schema/index.ts';
import { fingerprint, signReset } from '../lib/tokens.ts';
import { loginAs, TEST_SECRET, type TestApp } from '../test/test-app.ts';
import { PNG_1X1 } from '../test/multipart.ts';
import type { Actor } from './route-matrix.ts';
import { createStudentRowFactories } from './proof-student-rows.ts';

/** A request of the proofs' setup, which must succeed. */
export type ProofApi = <T = unknown>(
  actor: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<T>;

export interface FactoryDeps {
  app: TestApp['app'];
  db: TestApp['database']['db'];
  api: ProofApi;
  /** The representative whose password hash the reset links reuse. */
  repUser: number;
  ids: { acme: number; ana: number; clt: number; congresso: number };
}

export const createProofFactories = ({ app, db, api, repUser, ids }: FactoryDeps) => {
  const { acme, clt } = ids;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

  const jobBody = (companyId: number) => ({
    title: 'Analista de Testes',
    companies_id: companyId,
    knowledge_areas_id: 1,
    contract_types_id: clt,
    state: 'SP',
    city: 'Santos',
    remuneration_initial: 2000,
    department: 'TI',
    experience_level: 'Júnior',
    description: 'Descrição da vaga',
    assignments: 'Atribuições',
    requirements: 'Requisitos',
  });
  const freshJob = async (companyId = acme) =>
    (await api<{ id: number }>('admin', 'POST', '/api/jobs', jobBody(companyId))).id;
  const freshCompany = async (ownerId: number) =>
    (
      await db
        .insert(schema.companies)
        .values({
          user_id: ownerId,
          name: unique('Empresa Descartável '),
          numero_registro: unique('REG-'),
          about: 'Empresa criada pela prova.',
          area: 'Testes',
          email_curriculum: 'vagas@descartavel.com.br',
          employees_number: 1,
        })
        .returning()
    )[0]!.id;
  const freshOrientation = async () =>
    (
      await db
        .insert(schema.orientations)
        .values({ title: unique('Orientação '), description: 'Descrição', access_link: 'https://exemplo.com' })
        .returning()
    )[0]!.id;
  const freshReference = async (kind: 'courses' | 'knowledge-areas' | 'event-types') =>
    (await api<{ id: number }>('admin', 'POST', `/api/${kind}`, { name: unique('Cadastro ') })).id;
  const freshContractType = async () =>
    (await api<{ id: number }>('admin', 'POST', '/api/contract-types', { name: unique('Contrato ') })).id;
  const freshSynonym = async () =>
    (await api<{ id: number }>('admin', 'POST', '/api/search-synonyms', { terms: [unique('a'), unique('b')] })).id;
  const freshActivity = async () =>
    (
      await api<{ id: number }>('admin', 'POST', '/api/stage/activities', {
        title: unique('Atividade '),
        description: 'Descrição',
      })
    ).id;
  const freshItem = async () =>
    (
      await api<{ id: number }>('admin', 'POST', '/api/stage/items', {
        activity_id: 71,
        title: unique('Item '),
        description: 'Descrição',
      })
    ).id;
  const userBody = (role: 2 | 3) => {
    const email = `${unique('descartavel')}@exemplo.com`;
    return {
      name: 'Pessoa Descartável',
      email,
      password: 'Senha@12345',
      is_active: true,
      role_id: role,
      ...(role === ROLE_ID.student && { ra: unique('99').replace(/[^0-9A-Za-z]/g, ''), id_course: 1 }),
    };
  };
  const freshUser = async (role: 2 | 3 = 2) =>
    (await api<{ id: number }>('admin', 'POST', '/api/users', userBody(role))).id;
  /** A new student and their session: for the requests that erase the caller's own data. */
  const freshStudent = async () => {
    const body = userBody(3);
    await api('admin', 'POST', '/api/users', body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login-student',
      payload: { ra: body.ra, password: body.password },
    });
    const session = res.json() as { token: string; student_id: number };
    return { id: session.student_id, password: body.password, headers: { authorization: `Bearer ${session.token}` } };
  };
  /** A fresh session of an actor (sign-out revokes the one it is sent with). */
  const freshSession = async (actor: Exclude<Actor, 'anonymous'>) => (await loginAs(app, actor)).headers;
  /** A reset link of a new account, as the forgot-password e-mail carries it. */
  const freshResetLink = async () => {
    const email = `${unique('reset')}@exemplo.com`;
    const hash = (
      await db.select({ h: schema.users.password_hash }).from(schema.users).where(eq(schema.users.id, repUser))
    )[0]!.h;
    await db
      .insert(schema.users)
      .values({ name: 'Reset', email, password_hash: hash, role_id: ROLE_ID.representative });
    return { email, signature: signReset(TEST_SECRET, email, fingerprint(hash), Date.now() + 30 * 60_000) };
  };
  /** A signed upload link of ana for a small PNG. */
  const signUpload = async () =>
    (
      await api<{ url: string }>('student', 'POST', '/api/stage/uploads/sign', {
        file_name: 'foto.png',
        content_type: 'image/png',
        size: PNG_1X1.length,
      })
    ).url;
  const setPublished = async (auditionId: number, published: boolean) =>
    db.update(schema.auditions).set({ published }).where(eq(schema.auditions.id, auditionId));

  const studentRows = createStudentRowFactories({ db, ids, unique, freshJob });

  return {
    ...studentRows,
    unique,
    jobBody,
    freshJob,
    freshCompany,
    freshOrientation,
    freshContractType,
    freshReference,
    freshSynonym,
    freshActivity,
    freshItem,
    freshUser,
    freshStudent,
    freshSession,
    freshResetLink,
    signUpload,
    setPublished,
  };
};

export type ProofFactories = ReturnType<typeof createProofFactories>;
