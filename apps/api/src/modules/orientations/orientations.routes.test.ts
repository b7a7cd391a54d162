import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orientationMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1X1 } from '../../test/multipart.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, student: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
  ]);
});
afterAll(() => t.close());

const post = async (fields: Parameters<typeof multipart>[0], headers = admin.headers) => {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/orientations',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const png = { data: PNG_1X1, name: 'banner.png', type: 'image/png' };

describe('guidance cards', () => {
  it('shows students only visible cards, admins all, representatives none', async () => {
    expect((await t.app.inject({ url: '/api/orientations', headers: admin.headers })).json().meta.total).toBe(4);
    const forStudent = (await t.app.inject({ url: '/api/orientations', headers: student.headers })).json();
    expect(forStudent.meta.total).toBe(3);
    expect(forStudent.data.every((o: { show: boolean }) => o.show)).toBe(true);
    expect((await t.app.inject({ url: '/api/orientations', headers: rep.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/orientations?title=excel', headers: admin.headers })).json().data[0].title,
    ).toContain('Excel');
  });

  it('creates with a required image banner and a web link, hides and deletes', async () => {
    const noBanner = await post({ title: 'Feira', description: 'Feira de estágios', access_link: 'https://x.org' });
    expect(noBanner.json().errors[0]).toMatchObject({
      field: 'banner_path',
      message: orientationMessages.bannerRequired,
    });
    const empty = await post({ title: '', description: '', access_link: '' });
    expect(empty.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        'O campo "Título" não pode ser vazio!',
        'O campo "Descrição" não pode ser vazio!',
        'O campo "Link" não pode ser vazio!',
      ]),
    );
    const script = await post({ title: 'x', description: 'y', access_link: 'javascript:alert(1)', banner_path: png });
    expect(script.json().errors[0].message).toBe(orientationMessages.invalidLink);
    const notImage = await post({
      title: 'x',
      description: 'y',
      access_link: 'https://x.org',
      banner_path: { data: Buffer.from('%PDF-1.4'), name: 'a.png', type: 'image/png' },
    });
    expect(notImage.json().errors[0].message).toBe(orientationMessages.invalidImage);
    expect(
      (await post({ title: 'x', description: 'y', access_link: 'https://x.org', banner_path: png }, student.headers))
        .statusCode,
    ).toBe(403);
    const created = await post({
      title: 'Feira de estágios',
      description: 'Venha!',
      access_link: 'https://feira.org',
      banner_path: png,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await t.app.inject({ url: created.json().banner_path })).statusCode).toBe(200);
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/orientations/${id}`,
      headers: admin.headers,
      payload: { show: false },
    });
    expect(hidden.json()).toMatchObject({ show: false, title: 'Feira de estágios' });
    const studentList = (await t.app.inject({ url: '/api/orientations?limit=100', headers: student.headers })).json();
    expect(studentList.data.some((o: { id: number }) => o.id === id)).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orientations/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
  });
});
