import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { BIOMETRIC_CONSENT_VERSION, BIOMETRIC_POSES, ROLE_ID } from '@portal/contracts';
import * as schema from '../db/schema/index.ts';
import { fingerprint, signAlertToken, signReset } from '../lib/tokens.ts';
import { createTestApp, loginAs, TEST_SECRET, type TestApp } from '../test/test-app.ts';
import { PNG_1X1 } from '../test/multipart.ts';
import { IMAGE_MAX_BYTES } from '../providers/storage/file-type.ts';
import type { Actor } from './route-matrix.ts';

/** A registered route as the onRoute hook saw it (HEAD routes Fastify adds for GETs are marked). */
export interface CollectedRoute {
  method: string;
  url: string;
  /** The zod schemas of the route (body, querystring, params), when it has them. */
  schema: RouteOptions['schema'];
  /** The HEAD twin Fastify exposes for every GET. */
  headOfGet: boolean;
}

/** Rate limits out of the way: the proofs send many sign-ins and sign-ups from one address. */
export const PROOF_ENV = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  FORGOT_MAX_PER_ACCOUNT: '100000',
  FORGOT_MAX_PER_ADDRESS: '100000',
  SIGNUP_MAX_PER_ADDRESS: '100000',
};

/** Builds the app on demo data and collects every route as it registers. */
export const createProofApp = async (): Promise<{ t: TestApp; routes: CollectedRoute[] }> => {
  const routes: CollectedRoute[] = [];
  const t = await createTestApp(PROOF_ENV, {
    demo: true,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          schema: route.schema,
          headOfGet: method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url),
        });
      }
    },
  });
  return { t, routes };
};

type Rows<T> = { rows: T[] };

/** Strings that identify each owner's data: none of them may reach another owner. */
const MARKERS = {
  ana: ['2024001', 'ana.souza', 'ana beatriz', 'Ana Beatriz'],
  bruno: ['2024002', 'bruno.lima', 'Bruno Carvalho'],
  acme: ['Acme', 'acme.com.br', 'Renata Horta'],
  gamma: ['Gamma', 'gamma.com.br', 'Gabriela Martins'],
  beta: ['Beta Consultoria', 'beta.com.br', 'Paulo Pendente'],
};

/** Tables whose rows a refused request may legitimately add: sessions, rate limits, audit trails. */
const VOLATILE_TABLES = new Set(['auth_tokens', 'rate_limits', 'privacy_audit', 'audit_log']);

/**
 * The demo data of the proofs: every actor signed in, the ids of the objects of the first owner
 * of each kind (student RA 2024001 'ana', representative of Acme 'rep'), and helpers that make
 * throwaway objects for the requests that consume what they act on (deletes, sign-outs).
 */
export const createProofContext = async (t: TestApp) => {
  const { app } = t;
  const db = t.database.db;
  const query = async <T>(text: string): Promise<T[]> => ((await db.execute(sql.raw(text))) as unknown as Rows<T>).rows;

  const sessions = {
    student: await loginAs(app, 'student'),
    student2: await loginAs(app, 'student2'),
    rep: await loginAs(app, 'rep'),
    rep2: await loginAs(app, 'rep2'),
    inactive: await loginAs(app, 'inactive'),
    admin: await loginAs(app, 'admin'),
  };
  const headers: Record<Actor, Record<string, string>> = {
    anonymous: {},
    student: sessions.student.headers,
    student2: sessions.student2.headers,
    rep: sessions.rep.headers,
    rep2: sessions.rep2.headers,
    inactive: sessions.inactive.headers,
    admin: sessions.admin.headers,
  };

  const api = async <T = unknown>(
    actor: Actor,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<T> => {
    const res = await app.inject({ method, url, payload, headers: headers[actor] });
    if (res.statusCode >= 300)
      throw new Error(`proof setup: ${actor} ${method} ${url} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.body ? res.json() : undefined) as T;
  };

  const storageDir = join(t.env.DATA_DIR, 'storage');
  /** Writes a file straight into local storage (what a finished signed upload leaves). */
  const store = (key: string, bytes: Buffer) => {
    const path = join(storageDir, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    return key;
  };

  const anaUser = sessions.student.user_id;
  const brunoUser = sessions.student2.user_id;
  const ana = sessions.student.student_id!;
  const bruno = sessions.student2.student_id!;
  const company = async (name: string) =>
    (await query<{ id: number }>(`SELECT id FROM companies WHERE name = '${name}'`))[0]!.id;
  const acme = await company('Acme Tecnologia');
  const gamma = await company('Gamma Saúde');
  const beta = await company('Beta Consultoria');
  const firstId = async (text: string) => (await query<{ id: number }>(text))[0]!.id;
  // An open Acme job ana applied to (bruno too), and one she has neither applied to nor bookmarked.
  const acmeJob = await firstId(
    `SELECT j.id FROM jobs j JOIN applications a ON a.job_id = j.id WHERE j.companies_id = ${acme} AND j.status = 1 AND a.student_id = ${ana} ORDER BY j.id LIMIT 1`,
  );
  const anaApplication = await firstId(`SELECT id FROM applications WHERE student_id = ${ana} AND job_id = ${acmeJob}`);
  const anaBookmark = await firstId(`SELECT id FROM bookmarks WHERE student_id = ${ana} ORDER BY id LIMIT 1`);
  const anaSkill = await firstId(`SELECT id FROM skills WHERE student_id = ${ana} ORDER BY id LIMIT 1`);
  const anaExperience = await firstId(
    `SELECT id FROM professional_experiences WHERE student_id = ${ana} ORDER BY id LIMIT 1`,
  );
  const anaEvent = await firstId(`SELECT id FROM events WHERE student_id = ${ana} ORDER BY id LIMIT 1`);
  const termAluno = await firstId(`SELECT id FROM terms WHERE type = 'aluno' ORDER BY id DESC LIMIT 1`);
  const clt = await firstId(`SELECT id FROM contract_types WHERE name = 'CLT'`);
  const congresso = await firstId(`SELECT id FROM event_types WHERE name = 'Congresso'`);
  const orientation = await firstId('SELECT id FROM orientations ORDER BY id LIMIT 1');
  const item = await firstId('SELECT id FROM activity_items WHERE activity_id = 71 ORDER BY id LIMIT 1');

  /** A stored stage image or video of a user, under the key shape the stage checks. */
  const stageImage = (userId: number) => store(`stage/${userId}/${randomUUID()}.png`, PNG_1X1);
  const stageVideo = (userId: number) => store(`stage/${userId}/${randomUUID()}.webm`, Buffer.from('1a45dfa3', 'hex'));

  /** Exactly `n` face photos for a user, each with a stored image. */
  const ensureBiometrics = async (userId: number, n: number) => {
    const rows = await db.select().from(schema.biometrics).where(eq(schema.biometrics.user_id, userId));
    for (const r of rows.slice(n)) await db.delete(schema.biometrics).where(eq(schema.biometrics.id, r.id));
    const taken = new Set(rows.slice(0, n).map((r) => r.pose));
    for (const pose of BIOMETRIC_POSES.filter((p) => !taken.has(p)).slice(0, Math.max(0, n - rows.length))) {
      await db.insert(schema.biometrics).values({ user_id: userId, pose, file_key: stageImage(userId) });
    }
  };
  const anyBiometric = async (userId: number) => {
    await ensureBiometrics(userId, 5);
    return (await db.select().from(schema.biometrics).where(eq(schema.biometrics.user_id, userId)).limit(1))[0]!.id;
  };

  const freshAudition = async (userId: number, values: Partial<typeof schema.auditions.$inferInsert> = {}) =>
    (
      await db
        .insert(schema.auditions)
        .values({ code: randomUUID(), user_id: userId, activity_id: 71, ...values })
        .returning()
    )[0]!;

  // ana's submitted, analysed and published video CV, and a submission still waiting for its video.
  const anaVideo = stageVideo(anaUser);
  const anaAudition = await freshAudition(anaUser, {
    file_key: anaVideo,
    published: true,
    submitted_at: new Date(),
    analysis_state: 'DONE',
    transcript: 'Olá, sou a Ana.',
    gpt_avg: 8,
    gpt_feedback: 'Boa apresentação.',
  });
  const anaPending = await freshAudition(anaUser);
  await ensureBiometrics(anaUser, 5);
  // ana accepted the face-photo consent (image uploads need it).
  await db.insert(schema.biometricConsents).values({ user_id: anaUser, version: BIOMETRIC_CONSENT_VERSION });
  const anaImage = stageImage(anaUser);
  await api('admin', 'POST', '/api/interview', { id_job: acmeJob });
  const signedFileUrl = (
    await api<{ url: string }>('admin', 'GET', `/api/stage/s3/check-file?key=${encodeURIComponent(anaImage)}`)
  ).url;

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
  const freshApplication = async (studentId: number) =>
    (
      await db
        .insert(schema.applications)
        .values({ job_id: await freshJob(), student_id: studentId })
        .returning()
    )[0]!.id;
  /** A job alert of a student (written straight in: the ten-alert limit would stop a long fuzz run). */
  const freshAlert = async (studentId: number) =>
    (
      await db
        .insert(schema.jobAlerts)
        .values({
          student_id: studentId,
          name: 'Alerta de teste',
          city: 'Teresina',
          city_like: '%teresina%',
          frequency: 'daily',
          unsubscribe_key: unique('k'),
        })
        .returning()
    )[0]!;
  const anaAlertRow = await freshAlert(ana);
  /** The signed one-click unsubscribe token of a fresh alert of ana. */
  const freshAlertToken = async () => {
    const a = await freshAlert(ana);
    return signAlertToken(TEST_SECRET, a.id, a.unsubscribe_key);
  };
  const freshBookmark = async (studentId: number) =>
    (
      await db
        .insert(schema.bookmarks)
        .values({ job_id: await freshJob(), student_id: studentId })
        .returning()
    )[0]!.id;
  const freshSkill = async (studentId: number) =>
    (
      await db
        .insert(schema.skills)
        .values({ name: unique('Habilidade '), student_id: studentId })
        .returning()
    )[0]!.id;
  const freshExperience = async (studentId: number) =>
    (
      await db
        .insert(schema.professionalExperiences)
        .values({
          student_id: studentId,
          company_name: 'Empresa X',
          city: 'Santos',
          state: 'SP',
          department: 'TI',
          role: 'Estagiária',
          description: 'Descrição',
          started: '2022-01-01',
          finished: '2022-06-30',
        })
        .returning()
    )[0]!.id;
  const freshEvent = async (studentId: number) =>
    (
      await db
        .insert(schema.events)
        .values({
          student_id: studentId,
          id_event_type: congresso,
          title: 'Evento',
          sponsor: 'Organização',
          started: '2022-01-01',
          finished: '2022-01-02',
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
    return { id: session.student_id, headers: { authorization: `Bearer ${session.token}` } };
  };
  /** A fresh session of an actor (sign-out revokes the one it is sent with). */
  const freshSession = async (actor: Exclude<Actor, 'anonymous'>) => (await loginAs(app, actor)).headers;
  /** A reset link of a new account, as the forgot-password e-mail carries it. */
  const freshResetLink = async () => {
    const email = `${unique('reset')}@exemplo.com`;
    const hash = (
      await db
        .select({ h: schema.users.password_hash })
        .from(schema.users)
        .where(eq(schema.users.id, sessions.rep.user_id))
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
  /** The key of ana's shared resume, sharing turned on when a request turned it off. */
  const anaShareKey = async (): Promise<string> => {
    const [row] = await db
      .select({ key: schema.students.share_key })
      .from(schema.students)
      .where(eq(schema.students.id, ana));
    if (row?.key) return row.key;
    const key = randomUUID().replaceAll('-', '');
    await db.update(schema.students).set({ share_key: key }).where(eq(schema.students.id, ana));
    return key;
  };
  const setPublished = async (auditionId: number, published: boolean) =>
    db.update(schema.auditions).set({ published }).where(eq(schema.auditions.id, auditionId));

  // Every row written anywhere (but sessions, rate limits and audit trails) bumps one sequence:
  // an AFTER ROW trigger on each table, installed in this test database only. A statement that
  // fails fires none; reading the sequence costs nothing, so every refused request is checked.
  const tables = (
    await query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  )
    .map((r) => r.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  await query('CREATE SEQUENCE proof_row_changes');
  await query(
    "CREATE FUNCTION proof_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('proof_row_changes'); RETURN NULL; END $$",
  );
  for (const name of tables) {
    await query(
      `CREATE TRIGGER proof_row_changed AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION proof_row_changed()`,
    );
  }
  /** How many rows have been inserted, updated or deleted so far (sessions, limits and audit trails aside). */
  const rowChanges = async (): Promise<string> => {
    const [r] = await query<{ last_value: string; is_called: boolean }>(
      'SELECT last_value, is_called FROM proof_row_changes',
    );
    return r!.is_called ? String(r!.last_value) : '0';
  };

  /** Whose data an actor must never see in a list, and what no refusal may carry. */
  const othersOf: Record<Actor, string[]> = {
    anonymous: [...MARKERS.ana, ...MARKERS.bruno, ...MARKERS.acme, ...MARKERS.gamma, ...MARKERS.beta],
    student: MARKERS.bruno,
    student2: [...MARKERS.ana, anaAudition.code],
    rep: [...MARKERS.gamma, ...MARKERS.beta],
    rep2: [...MARKERS.acme, ...MARKERS.beta],
    inactive: [...MARKERS.acme, ...MARKERS.gamma],
    admin: [],
  };
  const ownerSecrets = [...MARKERS.ana, ...MARKERS.acme, anaAudition.code, anaVideo, anaImage];

  return {
    app,
    db,
    query,
    headers,
    sessions,
    api,
    store,
    rowChanges,
    othersOf,
    ownerSecrets,
    unique,
    jobBody,
    ids: {
      anaUser,
      brunoUser,
      ana,
      bruno,
      acme,
      gamma,
      beta,
      acmeJob,
      anaApplication,
      anaBookmark,
      anaAlert: anaAlertRow.id,
      anaSkill,
      anaExperience,
      anaEvent,
      termAluno,
      clt,
      congresso,
      orientation,
      item,
      anaAudition: anaAudition.id,
      anaPending: anaPending.id,
      rep: sessions.rep.user_id,
      rep2: sessions.rep2.user_id,
      inactive: sessions.inactive.user_id,
      admin: sessions.admin.user_id,
    },
    keys: { anaVideo, anaImage },
    bodyLimit: t.env.BODY_LIMIT_BYTES,
    imageMaxBytes: IMAGE_MAX_BYTES,
    signedFileUrl,
    stageImage,
    stageVideo,
    ensureBiometrics,
    anyBiometric,
    anaShareKey,
    freshAudition,
    setPublished,
    freshJob,
    freshCompany,
    freshApplication,
    freshBookmark,
    freshAlert,
    freshAlertToken,
    freshSkill,
    freshExperience,
    freshEvent,
    freshOrientation,
    freshContractType,
    freshReference,
    freshActivity,
    freshItem,
    freshUser,
    freshStudent,
    freshSession,
    freshResetLink,
    signUpload,
  };
};

export type ProofContext = Awaited<ReturnType<typeof createProofContext>>;
