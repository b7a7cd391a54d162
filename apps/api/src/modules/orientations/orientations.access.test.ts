import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orientationMessages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
let card: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  card = (await t.app.inject({ url: '/api/orientations', headers: s.admin })).json().data[0];
});
afterAll(() => t.close());

describe('orientations routes (docs/spec/06-roles.md#role-matrix: students read, admins manage, representatives none)', () => {
  it('lets admins and students list; refuses the signed-out and representatives', async () => {
    await expectStatuses(
      t.app,
      s,
      { url: '/api/orientations' },
      { ...refused('rep', 'rep2', 'inactive'), admin: 200, student: 200 },
    );
  });

  it('refuses every write to everyone but admins', async () => {
    for (const route of [
      {
        method: 'POST',
        url: '/api/orientations',
        payload: { title: 'x', description: 'y', access_link: 'https://x.org' },
      },
      { method: 'PUT', url: `/api/orientations/${card.id}`, payload: { show: false } },
      { method: 'DELETE', url: `/api/orientations/${card.id}` },
    ] as const) {
      await expectStatuses(t.app, s, route, refused('rep', 'rep2', 'inactive', 'student'));
    }
    const still = (await t.app.inject({ url: '/api/orientations?limit=100', headers: s.admin }))
      .json()
      .data.find((o: { id: number }) => o.id === card.id);
    expect(still).toMatchObject({ title: card.title });
  });

  it('validates edits and ids, and finds no card that does not exist', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/orientations/${card.id}`, headers: s.admin, payload });
    expect((await put({ title: '' })).json().errors[0]).toMatchObject({
      field: 'title',
      message: 'O campo "Título" não pode ser vazio!',
    });
    expect((await put({ access_link: 'ftp://x' })).json().errors[0]).toMatchObject({
      field: 'access_link',
      message: orientationMessages.invalidLink,
    });
    expect((await put({ show: 'talvez' })).json().errors[0].field).toBe('show');
    expect((await put({ banner_path: 'texto' })).json().errors[0]).toMatchObject({
      field: 'banner_path',
      message: orientationMessages.invalidImage,
    });
    expect((await t.app.inject({ url: '/api/orientations?page=0', headers: s.admin })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/orientations/abc', headers: s.admin })).statusCode).toBe(
      422,
    );
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: '/api/orientations/999999', payload: { show: true } },
      { admin: 404 },
    );
    await expectStatuses(t.app, s, { method: 'DELETE', url: '/api/orientations/999999' }, { admin: 404 });
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: `/api/orientations/${card.id}`, payload: { show: false } },
      { admin: 200 },
    );
  });
});
