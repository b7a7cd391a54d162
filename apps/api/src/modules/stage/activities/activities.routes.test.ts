import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createAudition } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, admin: S, rep: S;

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
  ]);
});
afterAll(() => t.close());

type H = Record<string, string>;
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: H, payload?: object) =>
  t.app.inject({ method, url: `/api/stage${url}`, headers, payload });

describe('activities', () => {
  it('lists the demo activities 71 and 72 of project 2 with their check items', async () => {
    const all = (await req('GET', '/activities?project_id=2', student.headers)).json();
    expect(all.data.map((a: { id: number; title: string }) => [a.id, a.title])).toEqual([
      [71, 'Videocurrículo'],
      [72, 'Entrevista simulada'],
    ]);
    expect(all.data[0].item).toBeUndefined();
    const cv = (await req('GET', '/activities/71?item=1', student.headers)).json();
    expect(cv.item).toHaveLength(3);
    expect(cv.item[0]).toMatchObject({ activity_id: 71, title: 'Apresentação', checked: false });
    expect((await req('GET', '/activities?item=1', admin.headers)).json().data[1].item[0].checked).toBeUndefined();
    const missing = await req('GET', '/activities/70', student.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(stageMessages.activityNotFound);
    expect((await req('GET', '/activities', rep.headers)).statusCode).toBe(403);
    expect((await req('GET', '/activities', {})).statusCode).toBe(401);
  });

  it('lets admins create, edit and delete an activity no submission uses', async () => {
    const created = await req('POST', '/activities', admin.headers, {
      title: 'Pitch de 1 minuto',
      description: 'Apresente-se em um minuto.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 73, project_id: 2, item: [] });
    expect(
      (await req('POST', '/activities', admin.headers, { id: 73, title: 'Outra', description: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await req('POST', '/activities', admin.headers, { title: '', description: 'x' })).json().errors[0].message,
    ).toBe('O campo "Título" é obrigatório!');
    expect((await req('PUT', '/activities/73', admin.headers, { title: 'Pitch' })).json().title).toBe('Pitch');
    expect((await req('POST', '/activities', student.headers, { title: 'x', description: 'y' })).statusCode).toBe(403);
    expect((await req('PUT', '/activities/73', student.headers, { title: 'x' })).statusCode).toBe(403);
    expect((await req('DELETE', '/activities/73', student.headers)).statusCode).toBe(403);
    await createAudition(t.app, student.headers, { activity_id: 73 });
    const inUse = await req('DELETE', '/activities/73', admin.headers);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors[0].message).toBe(stageMessages.activityInUse);
    const spare = (await req('POST', '/activities', admin.headers, { title: 'Sem uso', description: 'x' })).json();
    expect((await req('DELETE', `/activities/${spare.id}`, admin.headers)).statusCode).toBe(204);
    expect((await req('GET', `/activities/${spare.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('items and check items', () => {
  it('lets admins add, edit and remove items', async () => {
    const item = await req('POST', '/items', admin.headers, {
      activity_id: 72,
      title: 'Pesquise a empresa',
      description: 'Leia o site da empresa antes.',
    });
    expect(item.statusCode).toBe(201);
    const id = item.json().id;
    expect(
      (await req('GET', '/items?activity_id=72', admin.headers)).json().data.map((i: { id: number }) => i.id),
    ).toContain(id);
    expect(
      (await req('POST', '/items', admin.headers, { activity_id: 999, title: 'x', description: 'y' })).statusCode,
    ).toBe(404);
    expect(
      (await req('PUT', `/check-items/${id}`, admin.headers, { title: 'Pesquise a empresa e a vaga' })).json().title,
    ).toBe('Pesquise a empresa e a vaga');
    expect((await req('PUT', `/check-items/${id}`, admin.headers, { checked: true })).statusCode).toBe(403);
    expect(
      (await req('POST', '/items', student.headers, { activity_id: 72, title: 'x', description: 'y' })).statusCode,
    ).toBe(403);
    expect((await req('DELETE', `/items/${id}`, student.headers)).statusCode).toBe(403);
    expect((await req('DELETE', `/items/${id}`, admin.headers)).statusCode).toBe(204);
    expect((await req('DELETE', `/items/${id}`, admin.headers)).statusCode).toBe(404);
    expect((await req('PUT', `/check-items/${id}`, admin.headers, { title: 'x' })).statusCode).toBe(404);
  });

  it('keeps each student own ticks', async () => {
    const [first] = (await req('GET', '/items?activity_id=71', student.headers)).json().data;
    const ticked = await req('PUT', `/check-items/${first.id}`, student.headers, { checked: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ id: first.id, title: first.title, checked: true });
    expect((await req('GET', '/activities/71?item=1', student.headers)).json().item[0].checked).toBe(true);
    expect((await req('GET', '/activities/71?item=1', student2.headers)).json().item[0].checked).toBe(false);
    expect((await req('PUT', `/check-items/${first.id}`, student.headers, { title: 'Hackeado' })).statusCode).toBe(403);
    expect((await req('PUT', `/check-items/${first.id}`, student.headers, { checked: false })).json().checked).toBe(
      false,
    );
    expect((await req('PUT', `/check-items/${first.id}`, rep.headers, { checked: true })).statusCode).toBe(403);
  });
});
