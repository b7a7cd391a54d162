import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypeMessages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
let clt: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  clt = (await t.app.inject({ url: '/api/contract-types', headers: s.admin }))
    .json()
    .data.find((c: { name: string }) => c.name === 'CLT');
});
afterAll(() => t.close());

describe('contract types routes (docs/spec/06-roles.md#role-matrix: admins manage, representatives read for the job form)', () => {
  it('lets staff read, refuses the signed-out and students', async () => {
    for (const url of ['/api/contract-types', `/api/contract-types/${clt.id}`]) {
      await expectStatuses(
        t.app,
        s,
        { url },
        { ...refused('student'), admin: 200, rep: 200, rep2: 200, inactive: 200 },
      );
    }
  });

  it('refuses every write to everyone but admins', async () => {
    for (const route of [
      { method: 'POST', url: '/api/contract-types', payload: { name: 'Invasor' } },
      { method: 'PUT', url: `/api/contract-types/${clt.id}`, payload: { name: 'Invasor' } },
      { method: 'DELETE', url: `/api/contract-types/${clt.id}` },
    ] as const) {
      await expectStatuses(t.app, s, route, refused('rep', 'rep2', 'inactive', 'student'));
    }
    expect((await t.app.inject({ url: `/api/contract-types/${clt.id}`, headers: s.admin })).json().name).toBe('CLT');
  });

  it('validates the name and the id, and finds no type that does not exist', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/contract-types/${clt.id}`,
      headers: s.admin,
      payload: { name: '' },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors[0]).toMatchObject({ field: 'name', message: contractTypeMessages.nameRequired });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/contract-types/${clt.id}`,
      headers: s.admin,
      payload: { name: 'estágio' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({ field: 'name', message: contractTypeMessages.nameTaken });
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contract-types',
      headers: s.admin,
      payload: { name: 'x'.repeat(121) },
    });
    expect(long.json().errors[0].field).toBe('name');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contract-types', headers: s.admin, payload: {} })).statusCode,
    ).toBe(422);
    for (const [method, url] of [
      ['GET', '/api/contract-types/abc'],
      ['DELETE', '/api/contract-types/0'],
      ['GET', '/api/contract-types?page=0'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: s.admin })).statusCode, url).toBe(422);
    }
    await expectStatuses(t.app, s, { url: '/api/contract-types/999999' }, { admin: 404, rep: 404 });
    await expectStatuses(
      t.app,
      s,
      { method: 'PUT', url: '/api/contract-types/999999', payload: { name: 'Novo' } },
      { admin: 404 },
    );
    await expectStatuses(t.app, s, { method: 'DELETE', url: '/api/contract-types/999999' }, { admin: 404 });
  });
});
