import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
});
afterAll(() => t.close());

const student = (over: Record<string, unknown> = {}) => ({
  name: 'Caio Curso',
  email: 'caio@aluno.edu.br',
  password: 'Senha@123',
  password_confirmation: 'Senha@123',
  role_id: 3,
  is_active: true,
  ra: '2025100',
  ...over,
});

describe('GET /api/courses', () => {
  it('lists every course by name for any signed-in user, never for the signed-out', async () => {
    const res = await t.app.inject({ url: '/api/courses', headers: s.admin });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'Administração',
      id_knowledge_area: expect.any(Number),
      retired_at: null,
      in_use: expect.any(Number),
    });
    await expectStatuses(
      t.app,
      s,
      { url: '/api/courses' },
      { anonymous: 401, admin: 200, rep: 200, rep2: 200, inactive: 200, student: 200 },
    );
  });
});

describe('a student account needs a course', () => {
  it('refuses a student without a course or with an unknown one, stores a known one', async () => {
    const courses = (await t.app.inject({ url: '/api/courses', headers: s.admin })).json().data as Array<{
      id: number;
      name: string;
    }>;
    const direito = courses.find((c) => c.name === 'Direito')!;
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/users', headers: s.admin, payload: body });

    const missing = await post(student());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual(
      expect.objectContaining({ field: 'id_course', message: 'O campo "Curso" é obrigatório!' }),
    );
    const unknown = await post(student({ id_course: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'id_course', message: userMessages.courseNotFound });
    expect((await post(student({ id_course: 'abc' }))).statusCode).toBe(422);

    const created = await post(student({ id_course: String(direito.id) }));
    expect(created.statusCode).toBe(201);
    expect(created.json().student).toMatchObject({
      ra: '2025100',
      id_course: direito.id,
      course: { id: direito.id, name: 'Direito' },
    });

    // A representative carries no course: the field is ignored for them.
    const rep = await post({ ...student({ email: 'rep@curso.com', role_id: 2, ra: undefined, id_course: 999_999 }) });
    expect(rep.statusCode).toBe(201);
    expect(rep.json().student).toBeNull();
  });

  it('changes a student course on edit and refuses an unknown one', async () => {
    const courses = (await t.app.inject({ url: '/api/courses', headers: s.admin })).json().data as Array<{
      id: number;
      name: string;
    }>;
    const enfermagem = courses.find((c) => c.name === 'Enfermagem')!;
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${s.ids.student}`, headers: s.admin, payload: body });
    const changed = await put({ id_course: enfermagem.id });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().student.course).toEqual({ id: enfermagem.id, name: 'Enfermagem' });
    const listed = (await t.app.inject({ url: '/api/users?role=3', headers: s.admin }))
      .json()
      .data.find((u: { id: number }) => u.id === s.ids.student);
    expect(listed.student.course.name).toBe('Enfermagem');
    const unknown = await put({ id_course: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'id_course', message: userMessages.courseNotFound });
    expect((await put({ id_course: 0 })).json().errors[0]).toMatchObject({
      field: 'id_course',
      message: 'O campo "Curso" é obrigatório!',
    });
  });
});
