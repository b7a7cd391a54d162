import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { privacyMessages, type StudentExport } from '@portal/contracts';
import { privacyAudit, users } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1X1 } from '../../test/multipart.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, ana: S, bruno: S;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const storageDir = () => join(t.env.DATA_DIR, 'storage');
const storedFiles = (): string[] => {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        )
      : [];
  return walk(storageDir());
};
const upload = async (
  method: 'PUT' | 'POST',
  url: string,
  fields: Parameters<typeof multipart>[0],
  headers: Record<string, string>,
) => {
  const form = await multipart(fields);
  const res = await t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const ALUNO = 'Aluno@1234';
const PASSWORDS = new Map<string, string>();
/** `POST /api/students/{id}/export` with the caller's own password. */
const exportAs = (studentId: number, who: S, password = PASSWORDS.get(who.token)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/export`,
    headers: who.headers,
    payload: { password },
  });
const profile = {
  birthday: '2003-05-14',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  address: 'Avenida Paulista',
  number: '1000',
};

/** Every row of every table, as text (one line per table), to prove nothing personal is left anywhere. */
const wholeDatabase = async (): Promise<string[]> => {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const rows = tables.rows;
  const out: string[] = [];
  for (const { table_name } of rows) {
    const dump = (await t.database.db.execute(
      sql`select coalesce(json_agg(x)::text, '') as j from ${sql.identifier(table_name)} x`,
    )) as unknown as { rows: Array<{ j: string }> };
    const r = dump.rows;
    out.push(`${table_name}:${r[0]?.j ?? ''}`.toLowerCase());
  }
  return out;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
  for (const [who, password] of [
    [admin, 'Admin@12345'],
    [rep, 'Empresa@123'],
    [ana, ALUNO],
    [bruno, ALUNO],
  ] as const)
    PASSWORDS.set(who.token, password);
  for (const who of [ana, bruno]) {
    const own =
      who === ana
        ? profile
        : { ...profile, phone: '(21) 3333-4444', address: 'Rua do Ouvidor', city: 'Rio de Janeiro', state: 'RJ' };
    await upload(
      'PUT',
      `/api/students/${who.student_id}`,
      { ...own, profile_picture: { data: PNG_1X1, name: 'eu.png', type: 'image/png' } },
      who.headers,
    );
    const types = (await t.app.inject({ url: '/api/event-type', headers: who.headers })).json();
    await upload(
      'POST',
      '/api/events',
      {
        id_event_type: types[0].id,
        title: 'Semana acadêmica',
        sponsor: 'Universidade',
        started: '2024-01-01',
        finished: '2024-01-02',
        certificate: { data: PDF, name: 'c.pdf', type: 'application/pdf' },
      },
      who.headers,
    );
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/terms/sign',
    headers: ana.headers,
    payload: { user_id: ana.user_id, term_id: 1 },
  });
});
afterAll(() => t.close());

describe('data export', () => {
  it('gives the student everything the portal holds about them as a JSON download', async () => {
    const res = await exportAs(ana.student_id!, ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados-2024001.json"');
    const data = res.json() as StudentExport;
    expect(data.user).toMatchObject({ id: ana.user_id, email: 'ana.souza@aluno.demo.edu.br', role_id: 3 });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.student).toMatchObject({
      ra: '2024001',
      phone: '(11) 98765-4321',
      address: 'Avenida Paulista',
      course: { name: 'Ciência da Computação' },
    });
    // Hidden items are the student's own data too.
    expect(data.professional_experiences.map((e) => e.company_name)).toContain('Loja Bom Preço');
    expect(data.skills.length).toBeGreaterThan(0);
    expect(data.events.length).toBe(4);
    expect(data.applications.length).toBe(3);
    expect(data.applications[0]!.job_title).toBeTruthy();
    expect(data.bookmarks.length).toBe(2);
    expect(data.complementary_activities.length).toBe(5);
    expect(data.files.map((f) => f.field).sort()).toEqual(['events.certificate', 'student.profile_picture']);
    expect((await t.app.inject({ url: data.files[0]!.url! })).statusCode).toBe(200);
    expect(res.body).not.toContain('scrypt$');
  });

  it('is for the student and administrators only, and every export is audited', async () => {
    expect((await exportAs(ana.student_id!, admin)).statusCode).toBe(200);
    expect((await exportAs(ana.student_id!, rep)).statusCode).toBe(403);
    expect((await exportAs(ana.student_id!, bruno)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/students/${ana.student_id}/export`,
          payload: { password: 'Aluno@1234' },
        })
      ).statusCode,
    ).toBe(401);
    const audit = await t.database.db.select().from(privacyAudit).where(eq(privacyAudit.student_id, ana.student_id!));
    expect(audit.map((a) => [a.action, a.actor_user_id, a.subject_user_id])).toEqual([
      ['export', ana.user_id, ana.user_id],
      ['export', admin.user_id, ana.user_id],
    ]);
    expect(audit[0]!.ip).toBe('127.0.0.1');
  });
});

describe('data deletion', () => {
  it('needs the typed confirmation and the student or an administrator', async () => {
    const url = `/api/students/${ana.student_id}/data-deletion`;
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { confirm: 'sim', password: ALUNO },
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors[0]).toMatchObject({
      field: 'confirm',
      message: privacyMessages.deletionConfirmRequired,
    });
    expect((await t.app.inject({ method: 'POST', url, headers: ana.headers, payload: {} })).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: rep.headers,
          payload: { confirm: 'excluir', password: 'Empresa@123' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url,
          headers: bruno.headers,
          payload: { confirm: 'excluir', password: ALUNO },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { confirm: 'excluir', password: ALUNO } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: `/api/students/${ana.student_id}`, headers: ana.headers })).statusCode).toBe(200);
  });

  it('removes every row and file of the student, ends their sessions and leaves other students intact', async () => {
    // Her shared resume link worked before the erasure.
    const sharedUrl = (
      await t.app.inject({ url: `/api/students/${ana.student_id}/share`, headers: ana.headers })
    ).json().public_url as string;
    const sharedApi = new URL(sharedUrl).pathname.replace('/curriculum', '/api/students') + new URL(sharedUrl).search;
    expect((await t.app.inject({ url: sharedApi })).statusCode).toBe(200);
    const before = storedFiles();
    const anaExport = (await exportAs(ana.student_id!, ana)).json() as StudentExport;
    const anaKeys = anaExport.files.map((f) => f.key);
    const brunoBefore = (await exportAs(bruno.student_id!, bruno)).json() as StudentExport;

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/students/${ana.student_id}/data-deletion`,
      headers: ana.headers,
      payload: { confirm: 'EXCLUIR', password: ALUNO },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: privacyMessages.deleted,
      student_id: ana.student_id,
      files_removed: 2,
      signed_out: true,
      removed: {
        applications: 3,
        bookmarks: 2,
        professional_experiences: 2,
        events: 4,
        complementary_activities: 5,
        students: 1,
        term_signatures: 1,
      },
    });

    // Rows: nothing that names or identifies her remains in any table.
    const everything = await wholeDatabase();
    for (const trace of [
      'ana.souza',
      'ana beatriz',
      '2024001',
      '98765-4321',
      'avenida paulista',
      'loja bom preço',
      ...anaKeys,
    ]) {
      const found = everything
        .filter((line) => line.includes(trace.toLowerCase()))
        .map((line) => line.slice(0, line.indexOf(':')));
      expect(found, trace).toEqual([]);
    }
    const [account] = await t.database.db.select().from(users).where(eq(users.id, ana.user_id));
    expect(account).toMatchObject({ name: 'Usuário removido', is_active: false });
    expect(account!.deleted_at).not.toBeNull();
    // Files: hers are gone from disk, Bruno's are still there.
    const after = storedFiles();
    expect(before.length - after.length).toBe(2);
    for (const key of anaKeys) expect(existsSync(join(storageDir(), key))).toBe(false);
    for (const f of brunoBefore.files) expect(existsSync(join(storageDir(), f.key))).toBe(true);

    // Her session is over and she can no longer sign in.
    expect((await t.app.inject({ url: `/api/students/${ana.student_id}`, headers: ana.headers })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login-student',
          payload: { ra: '2024001', password: 'Aluno@1234' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: sharedApi })).statusCode).toBe(404);

    // Bruno is untouched.
    const brunoAfter = (await exportAs(bruno.student_id!, bruno)).json() as StudentExport;
    const strip = (e: StudentExport) => ({ ...e, generated_at: '', files: e.files.map((f) => f.key) });
    expect(strip(brunoAfter)).toEqual(strip(brunoBefore));
    expect((await loginAs(t.app, 'student2')).student_id).toBe(bruno.student_id);
  });

  it('lets an administrator erase a student, audited with who, when and from where', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${bruno.student_id}/data-deletion`,
      headers: admin.headers,
      payload: { confirm: 'excluir', password: 'Admin@12345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signed_out: false, removed: { applications: 2, bookmarks: 1 } });
    expect((await t.app.inject({ url: `/api/students/${bruno.student_id}`, headers: admin.headers })).statusCode).toBe(
      404,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/students/${bruno.student_id}/data-deletion`,
      headers: admin.headers,
      payload: { confirm: 'excluir', password: 'Admin@12345' },
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.database.db.select().from(privacyAudit).where(eq(privacyAudit.action, 'deletion'));
    expect(audit.map((a) => [a.student_id, a.actor_user_id])).toEqual([
      [ana.student_id, ana.user_id],
      [bruno.student_id, admin.user_id],
    ]);
    expect(audit.every((a) => a.ip === '127.0.0.1' && a.created_at instanceof Date)).toBe(true);
    // The admin account itself is unaffected.
    expect((await t.app.inject({ url: '/api/event-type', headers: admin.headers })).statusCode).toBe(200);
  });
});
