import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let ana: S, bruno: S, admin: S;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, admin] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
  ]);
});
afterAll(() => t.close());

const share = (who: S, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object, id = who.student_id) =>
  t.app.inject({ method, url: `/api/students/${id}/share`, headers: who.headers, payload });
const publicPath = (url: string) => {
  const u = new URL(url);
  return `${u.pathname.replace(/^\/curriculum/, '/api/students')}${u.search}`;
};

it('is off for a new student: the sequential id alone opens nothing', async () => {
  expect((await share(bruno, 'GET')).json()).toEqual({ enabled: false, public_url: null, show_email: false });
  const res = await t.app.inject({ url: `/api/students/${bruno.student_id}/public` });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
});

it('turns on with an unguessable key, renews it, shows the e-mail by choice and turns off', async () => {
  const on = await share(bruno, 'POST');
  expect(on.statusCode, on.body).toBe(200);
  const first = on.json().public_url as string;
  expect(first).toMatch(
    new RegExp(`^${t.env.APP_URL.replace(/\/$/, '')}/curriculum/${bruno.student_id}/public\\?key=[A-Za-z0-9_-]{32}$`),
  );
  const page = await t.app.inject({ url: publicPath(first) });
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ name: 'Bruno Carvalho Lima', email: null });
  expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(page.headers['cache-control']).toBe('no-store');

  // A wrong key, a key of the same length, no key: 404 as for a student that does not exist.
  const key = new URL(first).searchParams.get('key')!;
  for (const wrong of ['', '?key=x', `?key=${key.slice(0, -1)}A`, `?key=${key}${key}`])
    expect((await t.app.inject({ url: `/api/students/${bruno.student_id}/public${wrong}` })).statusCode, wrong).toBe(
      404,
    );
  // Another student's key does not open this resume.
  const anaKey = new URL((await share(ana, 'GET')).json().public_url).searchParams.get('key');
  expect((await t.app.inject({ url: `/api/students/${bruno.student_id}/public?key=${anaKey}` })).statusCode).toBe(404);

  // The contact button: the e-mail only once the student chooses to show it; the link stays.
  const email = await share(bruno, 'PUT', { show_email: true });
  expect(email.json()).toEqual({ enabled: true, public_url: first, show_email: true });
  expect((await t.app.inject({ url: publicPath(first) })).json().email).toBe('bruno.lima@aluno.demo.edu.br');

  // Renewing: the old link stops working.
  const renewed = (await share(bruno, 'POST')).json().public_url as string;
  expect(renewed).not.toBe(first);
  expect((await t.app.inject({ url: publicPath(first) })).statusCode).toBe(404);
  expect((await t.app.inject({ url: publicPath(renewed) })).statusCode).toBe(200);

  const off = await share(bruno, 'DELETE');
  expect(off.json()).toEqual({ enabled: false, public_url: null, show_email: true });
  expect((await t.app.inject({ url: publicPath(renewed) })).statusCode).toBe(404);
});

it('is managed by the student alone', async () => {
  expect((await share(bruno, 'POST', undefined, ana.student_id)).statusCode).toBe(404);
  expect((await share(bruno, 'DELETE', undefined, ana.student_id)).statusCode).toBe(404);
  expect((await share(bruno, 'GET', undefined, ana.student_id)).statusCode).toBe(404);
  expect((await share(admin, 'GET', undefined, ana.student_id)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url: `/api/students/${ana.student_id}/share` })).statusCode).toBe(401);
  // Ana's demo resume is still shared.
  expect((await share(ana, 'GET')).json()).toMatchObject({ enabled: true, show_email: true });
});
