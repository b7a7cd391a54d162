import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceMessages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
});
afterAll(() => t.close());

type Item = { id: number; name: string; retired_at: string | null; in_use: number; id_knowledge_area?: number | null };
const list = async (url: string) =>
  (await t.app.inject({ url, headers: s.admin })).json() as {
    meta: { total: number; last_page: number };
    data: Item[];
  };
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.admin, ...(payload && { payload }) });
const named = async (kind: string, name: string) =>
  (await list(`/api/${kind}?status=all&search=${encodeURIComponent(name)}`)).data.find((i) => i.name === name)!;

describe('GET /api/{kind}', () => {
  it('pages and searches ignoring case and accents; without page it lists every active one', async () => {
    const page = await list('/api/courses?page=2&limit=3&status=all');
    expect(page.meta).toMatchObject({ total: 8, per_page: 3, current_page: 2, last_page: 3 });
    expect(page.data).toHaveLength(3);
    const found = await list('/api/courses?page=1&search=CIENCIA%20DA');
    expect(found.data.map((c) => c.name)).toEqual(['Ciência da Computação']);
    expect((await list('/api/event-types')).data.map((e) => e.name)).toEqual([
      'Congresso',
      'Curso',
      'Palestra',
      'Workshop',
    ]);
    // A wildcard in the search is a literal character.
    expect((await list('/api/knowledge-areas?page=1&search=%25')).meta.total).toBe(0);
  });

  it('counts what uses each row', async () => {
    const areas = (await list('/api/knowledge-areas?status=all')).data;
    const ti = areas.find((a) => a.name === 'Tecnologia da Informação')!;
    expect(ti.in_use).toBeGreaterThanOrEqual(2); // two courses and the demo jobs
    expect((await named('event-types', 'Congresso')).in_use).toBeGreaterThan(0);
  });

  it('is read by every signed-in user and refused to the signed-out', async () => {
    for (const kind of ['courses', 'knowledge-areas', 'event-types']) {
      await expectStatuses(
        t.app,
        s,
        { url: `/api/${kind}?page=1` },
        { anonymous: 401, student: 200, rep: 200, inactive: 200, admin: 200 },
      );
    }
    await expectStatuses(t.app, s, { url: '/api/courses?page=0' }, { admin: 422 });
    await expectStatuses(t.app, s, { url: '/api/courses?status=retired' }, { admin: 422 });
  });
});

describe('writes', () => {
  it('creates, renames and deletes an unused row; only admins write', async () => {
    const created = await send('POST', '/api/knowledge-areas', { name: '  Agronomia ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Agronomia', retired_at: null, in_use: 0 });
    const id = created.json().id as number;
    const renamed = await send('PUT', `/api/knowledge-areas/${id}`, { name: 'Agronegócio' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Agronegócio');
    // Renaming to its own name with other case is no clash with itself.
    expect((await send('PUT', `/api/knowledge-areas/${id}`, { name: 'AGRONEGÓCIO' })).statusCode).toBe(200);
    for (const m of ['POST', 'PUT', 'DELETE'] as const) {
      const url = m === 'POST' ? '/api/knowledge-areas' : `/api/knowledge-areas/${id}`;
      await expectStatuses(
        t.app,
        s,
        { method: m, url, payload: { name: 'Outra' } },
        refused('student', 'rep', 'rep2', 'inactive'),
      );
    }
    expect((await send('DELETE', `/api/knowledge-areas/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/knowledge-areas/${id}`)).json().errors[0].message).toBe(
      referenceMessages['knowledge-areas'].notFound,
    );
    expect((await send('PUT', `/api/knowledge-areas/${id}`, { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses a duplicate name ignoring case and accents, and a blank one', async () => {
    for (const name of ['congresso', 'CONGRESSO', 'Cóngresso ']) {
      const res = await send('POST', '/api/event-types', { name });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({
        field: 'name',
        rule: 'unique',
        message: referenceMessages['event-types'].nameTaken,
      });
    }
    const curso = await named('event-types', 'Curso');
    expect((await send('PUT', `/api/event-types/${curso.id}`, { name: 'Palestrá' })).statusCode).toBe(422);
    const blank = await send('POST', '/api/courses', { name: '   ' });
    expect(blank.json().errors[0]).toMatchObject({ field: 'name', message: 'O campo "Nome" é obrigatório!' });
  });

  it('a course takes an active knowledge area', async () => {
    const area = await named('knowledge-areas', 'Design');
    const res = await send('POST', '/api/courses', { name: 'Design de Interiores', id_knowledge_area: area.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Design de Interiores', id_knowledge_area: area.id });
    const unknown = await send('POST', '/api/courses', { name: 'Moda', id_knowledge_area: 999_999 });
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'id_knowledge_area',
      message: referenceMessages['knowledge-areas'].notFound,
    });
  });
});

describe('in use: 409 on delete, retiring instead', () => {
  it('refuses to delete a course students have, with a clear message, and changes nothing', async () => {
    const course = (await list('/api/courses?status=all')).data.find((c) => c.in_use > 0)!;
    const res = await send('DELETE', `/api/courses/${course.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(referenceMessages.courses.inUse);
    expect(res.json().errors[0].message).toContain('Desative-o');
    expect((await named('courses', course.name)).id).toBe(course.id);
  });

  it('a retired course leaves the choices and new accounts, stays on its students, and comes back', async () => {
    const students = (await t.app.inject({ url: '/api/users?role=3', headers: s.admin })).json().data as Array<{
      id: number;
      student: { id_course: number };
    }>;
    const holder = students.find((u) => u.student.id_course)!;
    const courseId = holder.student.id_course;
    const retired = await send('PUT', `/api/courses/${courseId}`, {
      name: (await list('/api/courses?status=all')).data.find((c) => c.id === courseId)!.name,
      retired: true,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().retired_at).toEqual(expect.any(String));

    expect((await list('/api/courses')).data.map((c) => c.id)).not.toContain(courseId);
    expect((await list('/api/courses?status=all')).data.map((c) => c.id)).toContain(courseId);
    const fresh = await send('POST', '/api/users', {
      name: 'Rita Retirada',
      email: 'rita@aluno.edu.br',
      password: 'Senha@123',
      password_confirmation: 'Senha@123',
      role_id: 3,
      is_active: true,
      ra: '2025200',
      id_course: courseId,
    });
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().errors[0]).toMatchObject({ field: 'id_course' });
    // The student who has it keeps it, and may still save their account with it.
    const kept = await send('PUT', `/api/users/${holder.id}`, { id_course: courseId, name: 'Nome Mantido' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().student.course.id).toBe(courseId);

    const back = await send('PUT', `/api/courses/${courseId}`, { name: retired.json().name, retired: false });
    expect(back.json().retired_at).toBeNull();
    expect((await list('/api/courses')).data.map((c) => c.id)).toContain(courseId);
  });

  it('a retired event type leaves the resume form and new events', async () => {
    const palestra = await named('event-types', 'Palestra');
    await send('PUT', `/api/event-types/${palestra.id}`, { name: 'Palestra', retired: true });
    const choices = (await t.app.inject({ url: '/api/event-type', headers: s.student })).json() as Array<{
      id: number;
    }>;
    expect(choices.map((e) => e.id)).not.toContain(palestra.id);
    expect(choices.length).toBe(3);
    await send('PUT', `/api/event-types/${palestra.id}`, { name: 'Palestra', retired: false });
  });

  it('a retired knowledge area is refused on a new job', async () => {
    const area = await named('knowledge-areas', 'Educação');
    await send('PUT', `/api/knowledge-areas/${area.id}`, { name: area.name, retired: true });
    const jobs = (await t.app.inject({ url: '/api/jobs', headers: s.admin })).json().data as Array<{ id: number }>;
    const put = await send('PUT', `/api/jobs/${jobs[0]!.id}`, { knowledge_areas_id: area.id });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors[0]).toMatchObject({ field: 'knowledge_areas_id' });
    await send('PUT', `/api/knowledge-areas/${area.id}`, { name: area.name, retired: false });
    expect((await send('PUT', `/api/jobs/${jobs[0]!.id}`, { knowledge_areas_id: area.id })).statusCode).toBe(200);
  });
});
