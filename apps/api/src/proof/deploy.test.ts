// The deployment files cannot be built here (no Docker daemon): this checks that they run what the
// multi-instance proof runs (deploy-commands.ts) with settings the API accepts, and that the
// proxy spreads the load over the same instances compose.yaml starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, parseEnv } from '../env.ts';
import { DEPLOY_COMMANDS, INSTANCE_SETTINGS } from './deploy-commands.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  user?: string;
  depends_on?: unknown;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const dockerfile = read('Dockerfile');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** What the .env of a deployment must set (compose refuses to start without them). */
const REQUIRED: Record<string, string> = {
  SECRET_KEY: 'x'.repeat(40),
  ADMIN_PASSWORD: 'Troque@12345',
  POSTGRES_PASSWORD: 'senha-do-banco',
  MINIO_ROOT_USER: 'portal-store',
  MINIO_ROOT_PASSWORD: 'senha-do-bucket',
};
/** Settings that are secrets: none may have a default a reader of the repository knows. */
const SECRETS = Object.keys(REQUIRED);
const composeText = read('compose.yaml');
/** compose's `${VAR:-default}` and `${VAR:?message}`, as the API sees them with only the required settings in .env. */
const interpolate = (value: string) =>
  value.replace(
    /\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g,
    (_m, name: string, fallback?: string) => fallback ?? REQUIRED[name] ?? '',
  );
const resolved = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v))]));

const apis = Object.entries(compose.services).filter(([, s]) => s.build && !s.command);
const workers = Object.entries(compose.services).filter(([, s]) => s.build && s.command);

describe('Dockerfile and compose.yaml', () => {
  it('builds in stages and runs as a non-root user the same npm start', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm run build && npm run build:api$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain(`CMD ${JSON.stringify(DEPLOY_COMMANDS.api).replace(/,/g, ', ')}`);
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(scripts.worker).toBe('node scripts/start.mjs worker');
    expect(scripts['build:api']).toBe('node scripts/build-api.mjs');
    // npm passes docker stop's SIGTERM on to the script's shell: bash hands it to the server, dash did not.
    expect(read('.npmrc')).toMatch(/^script-shell=\/bin\/bash$/m);
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.env']),
    );
  });

  it('starts PostgreSQL, an S3 store, an SMTP catcher, two API instances, one worker and a proxy', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'mailpit', 'caddy']));
    expect(apis.map(([name]) => name)).toEqual(['api-a', 'api-b']);
    expect(workers.map(([name]) => name)).toEqual(['worker']);
    expect(workers[0]![1].command).toEqual([...DEPLOY_COMMANDS.worker]);
  });

  it('gives every instance and the worker the same settings, which the API accepts', () => {
    const [first, ...others] = [...apis, ...workers].map(([, s]) => s.environment!);
    for (const env of others) expect(env).toEqual(first);
    expect(first).toMatchObject(INSTANCE_SETTINGS);
    const known = new Set(Object.keys(envSchema.shape));
    expect(Object.keys(first!).filter((k) => !known.has(k))).toEqual([]);
    const env = parseEnv(resolved(first!));
    expect(env).toMatchObject({
      STORAGE: 's3',
      QUEUE_WORK_IN_SERVER: false,
      S3_ENDPOINT: 'http://minio:9000',
      SMTP_URL: 'smtp://mailpit:1025',
      TRUST_PROXY: 1,
    });
    expect(new URL(env.DATABASE_URL!).host).toBe('postgres:5432');
  });

  it('has no default for a secret, and the README and .env.example name each one', () => {
    const referenced = [...composeText.matchAll(/\$\{(\w+)(:[-?])?/g)];
    for (const secret of SECRETS) {
      const uses = referenced.filter((m) => m[1] === secret);
      expect(uses.length, secret).toBeGreaterThan(0);
      expect(
        uses.map((m) => m[2]),
        secret,
      ).toEqual(uses.map(() => ':?'));
      expect(read('README.md'), secret).toContain(`\`${secret}\``);
      expect(read('.env.example'), secret).toMatch(new RegExp(`^${secret}=`, 'm'));
    }
  });

  it('refuses to start in production with S3 credentials published in the repository', () => {
    const env = resolved(apis[0]![1].environment!);
    for (const published of ['portal', 'portal-secret', 'S3RVER', 'minioadmin'])
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(() => parseEnv({ ...env, [key]: published }), `${key}=${published}`).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('proxies to both instances, by their ready check, on the port they listen on', () => {
    const caddy = read('deploy/Caddyfile');
    const port = /^ENV[\s\S]*?PORT=(\d+)/m.exec(dockerfile)![1];
    expect(caddy).toContain(`reverse_proxy ${apis.map(([name]) => `${name}:${port}`).join(' ')}`);
    expect(caddy).toContain('health_uri /api/ready');
    expect(caddy).toContain('reverse_proxy minio:9000');
  });
});
