import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.ts';
import { multipart } from '../test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('multipart bodies', () => {
  it('are refused unread on routes that take no files', async () => {
    for (const url of ['/api/login', '/api/signup', '/api/forgot-password']) {
      const form = await multipart({
        email: 'admin@demo.edu.br',
        password: 'Admin@12345',
        padding: 'x'.repeat(500_000),
      });
      const res = await t.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toEqual({ errors: [{ message: messages.errors.unsupportedMediaType }] });
    }
  });

  it('keep text fields small on the routes that take files (cut at 64 KiB, then refused by the schema)', async () => {
    const rep = await loginAs(t.app, 'rep');
    const companies = (await t.app.inject({ url: '/api/companies/user', headers: rep.headers })).json() as {
      data: Array<{ id: number }>;
    };
    const form = await multipart({ about: 'x'.repeat(200_000) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.data[0]!.id}`,
      payload: form.payload,
      headers: { ...rep.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(422);
    const ok = await multipart({ about: 'Sobre a empresa' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/companies/${companies.data[0]!.id}`,
          payload: ok.payload,
          headers: { ...rep.headers, ...ok.headers },
        })
      ).statusCode,
    ).toBe(200);
  });
});
