import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
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
      {
        payload: JSON.stringify({ email: 'a'.repeat(2_000_000), password: 'x' }),
        headers: { 'content-type': 'application/json' },
        status: 413,
      },
      {
        payload: JSON.stringify({ email: ["' OR 1=1 --"], password: { $ne: 1 } }),
        headers: { 'content-type': 'application/json' },
        status: 422,
      },
      {
        payload: JSON.stringify({ email: "admin@demo.edu.br' OR '1'='1", password: "' OR '1'='1" }),
        headers: { 'content-type': 'application/json' },
        status: 401,
      },
      {
        payload: JSON.stringify({ email: 'a\u0000b@c', password: 'x\u0000' }),
        headers: { 'content-type': 'application/json' },
        status: 400,
      },
      {
        payload: '{"__proto__":{"admin":true},"email":"x@y","password":"z"}',
        headers: { 'content-type': 'application/json' },
        status: 400,
      },
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

  it('refuses the input the fuzz proof found turning into 500s, with the JSON error shape (docs/decisions/008-proof-suites.md)', async () => {
    const student = await loginAs(t.app, 'student');
    const json = { 'content-type': 'application/json' };
    const cases = [
      // Nesting deep enough to overflow recursive code (it did, in the NUL check).
      { url: '/api/skills', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, headers: json },
      { url: '/api/skills', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, headers: json },
      // A multipart body without its boundary made the parser throw (on a route that takes files).
      { url: '/api/events', payload: '{}', headers: { 'content-type': 'multipart/form-data' } },
      // A NUL inside a multipart field reached PostgreSQL (the guard ran before the parts were read).
      {
        url: '/api/events',
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: c.url,
        payload: c.payload,
        headers: { ...student.headers, ...c.headers },
      });
      expect(res.statusCode, c.payload.slice(0, 40)).toBe(400);
      expect(res.json().errors[0].message).toEqual(expect.any(String));
    }
    // Ids past PostgreSQL's integer reached the database (500); the contracts now cap them.
    for (const url of ['/api/skills', '/api/events', '/api/professional-experiences']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { student_id: 2_147_483_648, id_event_type: 2_147_483_648 },
        headers: student.headers,
      });
      expect(res.statusCode, url).toBe(422);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        url,
      ).toContain('student_id');
    }
    // URLs Fastify refuses before any route (bad percent-encoding, a parameter over maxParamLength).
    for (const url of ['/api/students/%ZZ', '/api/students/%C0%AF', `/api/students/${'1'.repeat(200)}`]) {
      const res = await t.app.inject({ url, headers: student.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ errors: [{ message: messages.errors.badRequest }] });
    }
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

/** The app serving the web build in `dist`. */
const appServing = (dist: string) =>
  buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: t.database,
    mailer: { send: async () => undefined },
    storage: createLocalStorage(join(dist, 'storage')),
    secret: 'x'.repeat(40),
    webDistDir: dist,
    logger: false,
  });

describe('the built web app', () => {
  it('serves index.html for app routes and the reset link, JSON for the API', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    const app = await appServing(dist);
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/', '/rota-que-nao-existe', '/api/oportunidades/reset-password/a%40b.c?signature=1.x']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe('console.log(1)');
    // The build's precompressed copy goes to browsers that accept it.
    const compressed = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    expect((await app.inject({ url: '/api/x', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/nada.png' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('the prerendered sign-in pages', () => {
  it('are sent for their paths, compressed when accepted, with their inline script allowed by its hash', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'prerendered'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const gate = "document.documentElement.dataset.prerender='on'";
    const page = `<!doctype html><script>${gate}</script><div id="root"><form>RA</form></div>`;
    writeFileSync(join(dist, 'prerendered', 'signin.html'), page);
    writeFileSync(join(dist, 'prerendered', 'signin.html.br'), brotliCompressSync(page));
    const app = await appServing(dist);
    const html = { accept: 'text/html' };
    const res = await app.inject({ url: '/signin?x=1', headers: html });
    expect(res.body).toBe(page);
    const hash = createHash('sha256').update(gate).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    const compressed = await app.inject({ url: '/signin', headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page);
    // Any other page is the app's index.html, under the plain policy.
    const other = await app.inject({ url: '/candidaturas', headers: html });
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.headers['content-security-policy']).toContain("script-src 'self';");
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

  it('refuses to start in production with the demo admin password or demo data, naming both settings', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD[\s\S]*SEED_DEMO/);
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Admin@12345', SEED_DEMO: 'false' })).toThrow(
      /ADMIN_PASSWORD: NODE_ENV=production refuses/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Outra-Senha@2026' })).toThrow(
      /SEED_DEMO: NODE_ENV=production refuses/,
    );
    expect(parseEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Outra-Senha@2026', SEED_DEMO: 'false' }).NODE_ENV).toBe(
      'production',
    );
    // The quick start stays as it is.
    expect(parseEnv({}).SEED_DEMO).toBe(true);
  });

  it('defaults the support and academic recovery links to e-mail addresses, and refuses script links', () => {
    const env = parseEnv({});
    expect(env.SUPPORT_URL).toMatch(/^mailto:suporte@demo\.edu\.br\?subject=/);
    expect(env.ACADEMIC_PASSWORD_RECOVERY_URL).toMatch(/^mailto:secretaria@demo\.edu\.br\?subject=/);
    expect(parseEnv({ SUPPORT_URL: 'https://ajuda.demo.edu.br' }).SUPPORT_URL).toBe('https://ajuda.demo.edu.br');
    expect(() => parseEnv({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
  });
});
