import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentMessages, type Student } from '@portal/contracts';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { createMailer } from '../../providers/mail/mailer.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1X1 } from '../../test/multipart.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, inactive: S, ana: S, bruno: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, inactive, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ url, headers });
const profile = {
  birthday: '2003-05-14',
  phone: '(11) 91234-5678',
  profile: 'Nova apresentação',
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  address: 'Rua A',
  number: '10',
};
const save = async (
  id: number,
  fields: Parameters<typeof multipart>[0],
  headers: Record<string, string>,
  method: 'PUT' | 'POST' = 'PUT',
) => {
  const form = await multipart(fields);
  return t.app.inject({
    method,
    url: `/api/students/${id}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('reading a resume', () => {
  it('gives the student their whole resume, hidden items included, with edit rights', async () => {
    const res = await get(`/api/students/${ana.student_id}`, ana.headers);
    expect(res.statusCode).toBe(200);
    const s = res.json() as Student;
    expect(s).toMatchObject({
      id: ana.student_id,
      ra: '2024001',
      can_edit: true,
      course: { name: 'Ciência da Computação' },
      user: { email: 'ana.souza@aluno.demo.edu.br' },
    });
    expect(s.skills.map((k) => k.name)).toContain('TypeScript');
    expect(s.professionalExperiences.map((e) => e.visible).sort()).toEqual([0, 1]);
    expect(s.events).toHaveLength(3);
    expect(s.events[0]!.event_type?.name).toBeTruthy();
  });

  it('gives staff a read-only view without any item the student hid', async () => {
    for (const who of [admin, rep]) {
      const res = await get(`/api/students/${ana.student_id}`, who.headers);
      expect(res.statusCode).toBe(200);
      const s = res.json() as Student;
      expect(s.can_edit).toBe(false);
      expect(s.professionalExperiences).toHaveLength(1);
      expect(res.body).not.toContain('Loja Bom Preço');
      expect(res.body).not.toContain('"visible":0');
    }
  });

  it('refuses strangers, other students and representatives the student never applied to', async () => {
    expect((await get(`/api/students/${ana.student_id}`)).statusCode).toBe(401);
    expect((await get(`/api/students/${ana.student_id}`, bruno.headers)).statusCode).toBe(404);
    // Bruno applied only to Acme jobs; the Beta representative has no application from him.
    const res = await get(`/api/students/${bruno.student_id}`, inactive.headers);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Bruno');
    expect((await get(`/api/students/${bruno.student_id}`, rep.headers)).statusCode).toBe(200);
    expect((await get('/api/students/999999', admin.headers)).json().errors[0].message).toBe(studentMessages.notFound);
  });
});

describe('editing the profile', () => {
  it('saves the profile with a picture checked by its bytes and served through a signed link', async () => {
    const res = await save(
      ana.student_id!,
      { ...profile, profile_picture: { data: PNG_1X1, name: 'eu.png', type: 'image/png' } },
      ana.headers,
    );
    expect(res.statusCode).toBe(200);
    const s = res.json() as Student;
    expect(s).toMatchObject({ phone: '(11) 91234-5678', profile: 'Nova apresentação', address: 'Rua A', number: '10' });
    const picture = await get(s.profile_picture!);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG_1X1)).toBe(true);
    // POST ('cadastrar perfil') is the same operation; clearing the picture removes the file.
    const cleared = await save(ana.student_id!, { ...profile, remove_profile_picture: '1' }, ana.headers, 'POST');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().profile_picture).toBeNull();
    expect((await get(s.profile_picture!)).statusCode).toBe(404);
  });

  it('answers 422 with the field rules of the profile', async () => {
    const empty = await save(ana.student_id!, { profile: 'x'.repeat(281), cep: '123' }, ana.headers);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'birthday', message: studentMessages.birthdayRequired }),
        expect.objectContaining({ field: 'phone', message: studentMessages.phoneRequired }),
        expect.objectContaining({ field: 'profile', message: studentMessages.profileTooLong }),
        expect.objectContaining({ field: 'cep', message: studentMessages.cepInvalid }),
      ]),
    );
    const future = await save(ana.student_id!, { ...profile, birthday: '2999-01-01' }, ana.headers);
    expect(future.json().errors[0]).toMatchObject({ field: 'birthday', message: studentMessages.birthdayInvalid });
    const fake = await save(
      ana.student_id!,
      { ...profile, profile_picture: { data: Buffer.from('%PDF-1.4 not an image'), name: 'x.png', type: 'image/png' } },
      ana.headers,
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors[0].field).toBe('profile_picture');
    const exactly280 = await save(ana.student_id!, { ...profile, profile: 'y'.repeat(280) }, ana.headers);
    expect(exactly280.statusCode).toBe(200);
  });

  it('is for the student alone: staff views are read-only', async () => {
    expect((await save(ana.student_id!, profile, admin.headers)).statusCode).toBe(403);
    expect((await save(ana.student_id!, profile, rep.headers)).statusCode).toBe(403);
    expect((await save(ana.student_id!, profile, bruno.headers)).statusCode).toBe(404);
    expect((await save(ana.student_id!, {}, admin.headers)).statusCode).toBe(403);
    const anonymous = await multipart(profile);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/students/${ana.student_id}`, ...anonymous })).statusCode,
    ).toBe(401);
  });

  it("refuses another student before reading the body: no field errors about someone else's resume", async () => {
    const broken = { profile: 'x'.repeat(281), cep: '123' };
    const other = await save(ana.student_id!, broken, bruno.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().errors).toEqual([expect.not.objectContaining({ field: expect.anything() })]);
    // Someone else's resume answers exactly as one that does not exist: nothing tells which ids do.
    const missing = await save(99_999_999, broken, bruno.headers);
    expect([other.statusCode, other.body]).toEqual([missing.statusCode, missing.body]);
    // A path id that is not a number names no resume: not found, for the owner too, never 422.
    const form = await multipart(broken);
    for (const who of [bruno, ana]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/students/abc',
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await save(ana.student_id!, broken, ana.headers)).statusCode).toBe(422);
  });
});

/** The key of a student's shared link, turning sharing on when it is off. */
const shareKey = async (who: S): Promise<string> => {
  let url = (await get(`/api/students/${who.student_id}/share`, who.headers)).json().public_url as string | null;
  url ??= (
    await t.app.inject({ method: 'POST', url: `/api/students/${who.student_id}/share`, headers: who.headers })
  ).json().public_url as string;
  return new URL(url).searchParams.get('key')!;
};

describe('the public resume', () => {
  it('needs no token and shows only visible items, no contact data, no address beyond city and state', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/students/${ana.student_id}/share`,
      headers: ana.headers,
      payload: { show_email: false },
    });
    const key = await shareKey(ana);
    const res = await get(`/api/students/${ana.student_id}/public?key=${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Ana Beatriz Souza',
      course: { name: 'Ciência da Computação' },
      city: 'São Paulo',
      state: 'SP',
    });
    expect(body.email).toBeNull();
    for (const field of ['phone', 'address', 'number', 'cep', 'birthday', 'ra', 'user'])
      expect(body).not.toHaveProperty(field);
    expect(body.professionalExperiences).toHaveLength(1);
    expect(res.body).not.toMatch(/Loja Bom Preço|ana\.souza|91234|Rua A|01310/);
    expect(body.events.map((e: { event_type: { name: string } }) => e.event_type.name).sort()).toEqual([
      'Congresso',
      'Curso',
      'Workshop',
    ]);
    expect((await get(`/api/students/999999/public?key=${key}`)).statusCode).toBe(404);
    expect((await get('/api/students/abc/public')).statusCode).toBe(422);
  });

  it('hides the resume of a deactivated account', async () => {
    const key = await shareKey(bruno);
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, bruno.user_id));
    expect((await get(`/api/students/${bruno.student_id}/public?key=${key}`)).statusCode).toBe(404);
    await t.database.db.update(users).set({ is_active: true }).where(eq(users.id, bruno.user_id));
  });

  it('serves the page with Open Graph tags naming the student, escaped', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'h4-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Portal" /><title>Portal de Oportunidades</title></head><body><div id="root"></div></body></html>',
    );
    const web = await buildApp({
      env: t.env,
      database: t.database,
      logger: false,
      secret: 'x'.repeat(40),
      webDistDir: dist,
      storage: createLocalStorage(join(dist, 'storage')),
      mailer: createMailer({ from: 'a@b.c', outboxDir: join(dist, 'outbox'), log: { info: () => undefined } }),
    });
    try {
      const page = await web.inject({
        url: `/curriculum/${ana.student_id}/public?key=${await shareKey(ana)}`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(page.body).toContain('<meta property="og:title" content="Ana Beatriz Souza - Currículo" />');
      expect(page.body).toMatch(
        /<meta property="og:description" content="Ciência da Computação · São Paulo - SP\. y+\.\.\." \/>/,
      );
      expect(page.body).toContain('<title>Ana Beatriz Souza - Currículo</title>');
      await t.database.db
        .update(users)
        .set({ name: 'Bruno "<script>alert(1)</script>' })
        .where(eq(users.id, bruno.user_id));
      const hostile = await web.inject({
        url: `/curriculum/${bruno.student_id}/public?key=${await shareKey(bruno)}`,
        headers: { accept: 'text/html' },
      });
      expect(hostile.body).not.toContain('<script>alert(1)</script>');
      expect(hostile.body).toContain('content="Bruno &quot;&lt;script&gt;alert(1)&lt;/script&gt; - Currículo"');
      const unknown = await web.inject({ url: '/curriculum/999999/public', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).not.toContain('og:title');
      expect(unknown.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      // Without the link's key the page names nobody.
      const keyless = await web.inject({
        url: `/curriculum/${ana.student_id}/public`,
        headers: { accept: 'text/html' },
      });
      expect(keyless.body).not.toContain('og:title');
      expect(keyless.body).not.toContain('Ana Beatriz');
      expect(
        (await web.inject({ url: '/curriculum/abc/public', headers: { accept: 'text/html' } })).body,
      ).not.toContain('og:title');
    } finally {
      await t.database.db.update(users).set({ name: 'Bruno Carvalho Lima' }).where(eq(users.id, bruno.user_id));
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
