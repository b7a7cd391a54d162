import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BIOMETRIC_CONSENT_VERSION, BIOMETRIC_POSES } from '@portal/contracts';
import * as schema from '../db/schema/index.ts';
import { loginAs, type TestApp } from '../test/test-app.ts';
import { PNG_1X1 } from '../test/multipart.ts';
import { IMAGE_MAX_BYTES } from '../providers/storage/file-type.ts';
import { createProofFactories, type ProofApi } from './proof-factories.ts';
import { createInternshipRowFactories } from './proof-internship-rows.ts';
import { installRowChangeCounter, type ProofQuery } from './proof-row-changes.ts';
import type { Actor } from './route-matrix.ts';

type Rows<T> = { rows: T[] };

/** Strings that identify each owner's data: none of them may reach another owner. */
const MARKERS = {
  ana: ['2024001', 'ana.souza', 'ana beatriz', 'Ana Beatriz'],
  bruno: ['2024002', 'bruno.lima', 'Bruno Carvalho'],
  acme: ['Acme', 'acme.com.br', 'Renata Horta'],
  gamma: ['Gamma', 'gamma.com.br', 'Gabriela Martins'],
  beta: ['Beta Consultoria', 'beta.com.br', 'Paulo Pendente'],
};

/**
 * The demo data of the proofs: every actor signed in, the ids of the objects of the first owner
 * of each kind (student RA 2024001 'ana', representative of Acme 'rep'), and helpers that make
 * throwaway objects for the requests that consume what they act on (deletes, sign-outs).
 */
export const createProofContext = async (t: TestApp) => {
  const { app } = t;
  const db = t.database.db;
  const query: ProofQuery = async <T>(text: string): Promise<T[]> =>
    ((await db.execute(sql.raw(text))) as unknown as Rows<T>).rows;

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

  const api: ProofApi = async <T = unknown>(
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
    transcript_segments: [{ start_ms: 0, end_ms: 1500, text: 'Olá, sou a Ana.' }],
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

  const factories = createProofFactories({
    app,
    db,
    api,
    repUser: sessions.rep.user_id,
    ids: { acme, ana, clt, congresso },
  });
  const anaAlertRow = await factories.freshAlert(ana);
  const internshipRows = await createInternshipRowFactories({ db, ids: { acme, ana } });
  const rowChanges = await installRowChangeCounter(query);

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
    ...factories,
    ...internshipRows,
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
    freshAudition,
  };
};

export type ProofContext = Awaited<ReturnType<typeof createProofContext>>;
