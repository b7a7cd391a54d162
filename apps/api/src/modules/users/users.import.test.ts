import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { parseCsv } from '../../lib/csv.ts';
import { importStudents } from './users.import.ts';
import { createUsersRepository } from './users.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const csv = [
  'RA;Nome;E-mail;Curso;Senha',
  '2025001;Carla Dias;carla@aluno.edu.br;Direito;Carla@2025',
  '2025002;"Davi ""Dedé"" Lima";davi@aluno.edu.br;administração;',
  '2024001;Repetido;novo@aluno.edu.br;Direito;',
  '2025003;Sem curso;sem@aluno.edu.br;Astronomia;',
  ';;email-ruim;;123',
].join('\r\n');

const run = (dry_run: boolean, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/users/import', headers, payload: { csv, dry_run } });
/** A dry run of another file, as the administrator. */
const preview = (file: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/import',
    headers: admin.headers,
    payload: { csv: file, dry_run: true },
  });

describe('student CSV import', () => {
  it('parses quotes, semicolons and CRLF', () => {
    expect(parseCsv('a;b\r\n"x;1";"y ""z"""\r\n')).toEqual([
      ['a', 'b'],
      ['x;1', 'y "z"'],
    ]);
    expect(parseCsv('a,b\n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('\uFEFFa;b\n"x"y;1\n; \n')).toEqual([
      ['a', 'b'],
      ['"x"y', '1'],
    ]);
  });

  it('answers 422 for a file it cannot read (a quote never closed)', async () => {
    const res = await preview('ra;nome;email;curso\n"2026001;Eva');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'csv', message: 'Arquivo CSV inválido na linha 2' });
  });

  it('refuses a header without the required columns before reading the rows', async () => {
    const res = await preview('ra;nome;curso\n"2026001;Eva');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'csv', message: 'Coluna obrigatória ausente: email' });
  });

  it("checks e-mails with the contracts' pattern: every domain label has characters", async () => {
    const res = await preview(
      'ra,nome,email,curso\n2026101,Ana,ana@exemplo..com,Direito\n2026102,Bia,bia@exemplo.com.,Direito\n',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['E-mail inválido'],
      ['E-mail inválido'],
    ]);
  });

  it('previews every row with its errors and writes nothing', async () => {
    const res = await run(true);
    expect(res.statusCode).toBe(200);
    const { rows, created, skipped } = res.json();
    expect(created).toBe(0);
    expect(skipped).toBe(3);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['valid', 'valid', 'invalid', 'invalid', 'invalid']);
    expect(rows[1].name).toBe('Davi "Dedé" Lima');
    expect(rows[2].errors).toContain('RA já cadastrado');
    expect(rows[3].errors).toContain('Curso não encontrado: Astronomia');
    expect(rows[4].errors).toEqual(expect.arrayContaining(['RA inválido', 'Nome obrigatório', 'E-mail inválido']));
    expect(JSON.stringify(rows)).not.toContain('Carla@2025');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login-student',
          payload: { ra: '2025001', password: 'Carla@2025' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('creates the valid rows, skips the rest, and e-mails a welcome link when no password was given', async () => {
    const before = t.mails().length;
    const res = (await run(false)).json();
    expect(res).toMatchObject({ created: 2, skipped: 3, dry_run: false });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login-student',
          payload: { ra: '2025001', password: 'Carla@2025' },
        })
      ).statusCode,
    ).toBe(200);
    await vi.waitFor(() => expect(t.mails().length).toBeGreaterThan(before), { timeout: 5000, interval: 20 });
    const welcome = t.mails().slice(before);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toContain('To: davi@aluno.edu.br');
    expect(welcome[0]).toContain('/api/oportunidades/reset-password/davi%40aluno.edu.br?signature=');
    const again = (await run(false)).json();
    expect(again.created).toBe(0);
  });

  it('is for admins only and refuses files without the needed columns', async () => {
    const rep = await loginAs(t.app, 'rep');
    expect((await run(true, rep.headers)).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: admin.headers,
      payload: { csv: 'nome;email\nA;a@b.c', dry_run: true },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].message).toBe('Coluna obrigatória ausente: ra');
  });
});

describe('importStudents write phase', () => {
  it('reports rows taken by someone else between the check and the write as skipped, and welcomes only the created', async () => {
    const welcomed: string[] = [];
    const stored: Array<{ email: string; password?: string }> = [];
    const result = await importStudents(
      'ra,nome,email,curso,senha\n1,A,a@x.com,Direito,\n2,B,b@x.com,Direito,\n3,C,c@x.com,Direito,Senha@123\n4,D,d@x.com,Medicina,',
      false,
      {
        courses: async () => [{ id: 7, name: 'Direito' }],
        existing: async () => ({ ras: new Set(), emails: new Set() }),
        welcome: async (email) => void welcomed.push(email),
        createMany: async (rows) => {
          stored.push(...rows);
          return { created: new Set(['a@x.com', 'c@x.com']), emailTaken: new Set(['b@x.com']) };
        },
      },
    );
    expect(stored.map((r) => [r.email, r.password])).toEqual([
      ['a@x.com', undefined],
      ['b@x.com', undefined],
      ['c@x.com', 'Senha@123'],
    ]);
    expect(result.rows.map((r) => [r.line, r.status, r.errors])).toEqual([
      [2, 'created', []],
      [3, 'skipped', ['E-mail já cadastrado']],
      [4, 'created', []],
      [5, 'skipped', ['Curso não encontrado: Medicina']],
    ]);
    expect(result).toMatchObject({ created: 2, skipped: 2, dry_run: false });
    expect(welcomed).toEqual(['a@x.com']);
  });

  it('gives a student imported without a password an account no password opens until the welcome link sets one', async () => {
    const before = t.mails().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: admin.headers,
      payload: { csv: 'ra;nome;email;curso\n2026001;Eva Link;eva@aluno.edu.br;Direito', dry_run: false },
    });
    expect(res.json().created).toBe(1);
    for (const guess of ['', 'Aluno@1234', 'undefined']) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/login-student',
            payload: { ra: '2026001', password: guess || 'x'.repeat(8) },
          })
        ).statusCode,
      ).not.toBe(200);
    }
    await vi.waitFor(() => expect(t.mails().length).toBeGreaterThan(before), { timeout: 5000, interval: 20 });
    const link = /reset-password\/([^?\s]+)\?signature=([^\s]+)/.exec(t.mails().slice(before).join('\n'));
    expect(link).not.toBeNull();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${link![1]}?signature=${link![2]}`,
      payload: { password: 'Escolhida@1', password_confirmation: 'Escolhida@1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login-student',
          payload: { ra: '2026001', password: 'Escolhida@1' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('insertStudents', () => {
  it('leaves out rows whose e-mail or RA is taken, without a user left behind', async () => {
    const repo = createUsersRepository(t.database.db);
    const course = (await t.app.inject({ url: '/api/courses', headers: admin.headers })).json().data[0].id;
    const row = (ra: string, email: string) => ({ name: 'X', email, ra, id_course: course, password_hash: 'h' });
    const result = await repo.insertStudents([
      row('2027001', 'novo1@x.com'),
      row('2027002', 'rh@acme.com.br'),
      row('2024001', 'novo3@x.com'),
    ]);
    expect([...result.created]).toEqual(['novo1@x.com']);
    expect([...result.emailTaken]).toEqual(['rh@acme.com.br']);
    expect((await repo.existing([], ['novo3@x.com'])).emails.size).toBe(0);
    expect((await repo.existing(['2027001'], [])).ras.size).toBe(1);
  });
});
