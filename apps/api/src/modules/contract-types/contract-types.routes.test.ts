import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypeMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

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

describe('contract types', () => {
  it('lists for staff, manages for admins only', async () => {
    const list = await t.app.inject({ url: '/api/contract-types', headers: rep.headers });
    expect(list.json().meta.total).toBe(6);
    expect((await t.app.inject({ url: '/api/contract-types', headers: student.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contract-types', headers: rep.headers, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contract-types',
      headers: admin.headers,
      payload: { name: ' ' },
    });
    expect(empty.json().errors[0].message).toBe(contractTypeMessages.nameRequired);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contract-types',
      headers: admin.headers,
      payload: { name: 'Freelancer' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contract-types',
          headers: admin.headers,
          payload: { name: 'freelancer' },
        })
      ).statusCode,
    ).toBe(422);
    const id = created.json().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/contract-types/${id}`,
      headers: admin.headers,
      payload: { name: 'Freela' },
    });
    expect(edited.json().name).toBe('Freela');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/contract-types/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
  });

  it('refuses to delete a type used by jobs', async () => {
    const clt = (await t.app.inject({ url: '/api/contract-types', headers: admin.headers }))
      .json()
      .data.find((c: { name: string }) => c.name === 'CLT');
    const jobs = (await t.app.inject({ url: '/api/jobs?limit=100', headers: admin.headers })).json().data;
    expect(clt.jobs_count).toBe(
      jobs.filter((j: { contract_type: { name: string } | null }) => j.contract_type?.name === 'CLT').length,
    );
    const fresh = (
      await t.app.inject({
        method: 'POST',
        url: '/api/contract-types',
        headers: admin.headers,
        payload: { name: 'Sem vagas' },
      })
    ).json();
    expect(fresh.jobs_count).toBe(0);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/contract-types/${clt.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(contractTypeMessages.inUse);
  });
});
