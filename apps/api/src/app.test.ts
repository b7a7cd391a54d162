import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from './test/test-app.ts';
import { parseEnv } from './env.ts';
import { buildApp } from './app.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP surface', () => {
  it('answers an unknown /api route with a JSON 404, even for browsers', async () => {
    const res = await t.app.inject({ url: '/api/nao-existe', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: messages.errors.routeNotFound }] });
  });

  it('sends security headers on every response', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves public settings and a health probe', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json()).toEqual({
      support_url: t.env.SUPPORT_URL,
      academic_password_recovery_url: t.env.ACADEMIC_PASSWORD_RECOVERY_URL,
    });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('turns bad input into 4xx, never 5xx', async () => {
    const cases = [
      { payload: '{"email":', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
      { payload: JSON.stringify({ email: 'a'.repeat(2_000_000), password: 'x' }), headers: { 'content-type': 'application/json' }, status: 413 },
      { payload: JSON.stringify({ email: ["' OR 1=1 --"], password: { $ne: 1 } }), headers: { 'content-type': 'application/json' }, status: 422 },
      { payload: JSON.stringify({ email: "admin@demo.edu.br' OR '1'='1", password: "' OR '1'='1" }), headers: { 'content-type': 'application/json' }, status: 401 },
      { payload: JSON.stringify({ email: 'a\u0000b@c', password: 'x\u0000' }), headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '{"__proto__":{"admin":true},"email":"x@y","password":"z"}', headers: { 'content-type': 'application/json' }, status: 400 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: c.payload, headers: c.headers });
      expect(res.statusCode, c.payload.slice(0, 40)).toBe(c.status);
      expect(res.json().errors[0].message).toEqual(expect.any(String));
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const hugePage = await t.app.inject({ url: '/api/terms?page=99999999999999999999' });
    expect(hugePage.statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('lists roles for admins only', async () => {
    const admin = await loginAs(t.app, 'admin');
    const res = await t.app.inject({ url: '/api/roles', headers: admin.headers });
    expect(res.json().data).toEqual([
      { id: 1, name: 'admin', label: 'Administrador' },
      { id: 2, name: 'representante_empresa', label: 'Representante da empresa' },
      { id: 3, name: 'estudante', label: 'Estudante' },
    ]);
    expect((await t.app.inject({ url: '/api/roles' })).statusCode).toBe(401);
    for (const who of ['rep', 'student'] as const) {
      const s = await loginAs(t.app, who);
      expect((await t.app.inject({ url: '/api/roles', headers: s.headers })).statusCode).toBe(403);
    }
  });
});

describe('the built web app', () => {
  it('serves index.html for app routes and the reset link, JSON for the API', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
      mailer: { send: async () => undefined },
      storage: createLocalStorage(join(dist, 'storage')),
      secret: 'x'.repeat(40),
      webDistDir: dist,
      logger: false,
    });
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/', '/rota-que-nao-existe', '/curriculum/1/public', '/api/oportunidades/reset-password/a%40b.c?signature=1.x']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/api/x', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/nada.png' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('configuration', () => {
  it('lists every bad setting at once', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SECRET_KEY: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SECRET_KEY/,
    );
    expect(parseEnv({}).PORT).toBe(3000);
  });
});
