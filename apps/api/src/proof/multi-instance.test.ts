// Several instances on one PostgreSQL, as a deployment runs them (the commands `npm start` and
// `npm run worker` run): two API servers and one worker, each its own process. A session ended on
// A is refused on B within 1 s; SIGTERM ends each process within 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginStudent, startChildServer, type ChildServer } from './faults-server.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Sends the signal and answers how long the process took to end (Infinity past 15 s) and its exit code. */
const stop = async (child: ChildProcess, signal: NodeJS.Signals): Promise<{ ms: number; code: number | null }> => {
  if (child.exitCode !== null || child.signalCode !== null) return { ms: 0, code: child.exitCode };
  const started = Date.now();
  const ended = new Promise<{ ms: number; code: number | null }>((r) => child.once('exit', (code) => r({ ms: Date.now() - started, code })));
  child.kill(signal);
  return Promise.race([ended, new Promise<{ ms: number; code: null }>((r) => setTimeout(() => r({ ms: Infinity, code: null }), 15_000))]);
};

describe.runIf(serverUrl)('several API instances and a worker on one PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-multi-'));
  const name = `portal_m_${randomBytes(5).toString('hex')}`;
  let env: Record<string, string>;
  let a: ChildServer;
  let b: ChildServer;
  let worker: ChildProcess;
  const workerOutput: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString(), QUEUE_WORK_IN_SERVER: 'false', AUTH_SESSION_CACHE_SECONDS: '60' };
    a = await startChildServer(dataDir, env);
    b = await startChildServer(dataDir, env);
    worker = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/worker.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (d: Buffer) => workerOutput.push(d.toString()));
    worker.stderr!.on('data', (d: Buffer) => workerOutput.push(d.toString()));
    const until = Date.now() + 120_000;
    while (!workerOutput.join('').includes('worker started')) {
      if (worker.exitCode !== null || Date.now() > until) throw new Error(`worker did not start:\n${workerOutput.join('')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 300_000);

  afterAll(async () => {
    for (const c of [a?.child, b?.child, worker]) if (c && c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses on B within 1 s a session logged out on A; both are ready', async () => {
    expect((await fetch(`${a.base}/api/ready`)).status).toBe(200);
    expect((await fetch(`${b.base}/api/ready`)).status).toBe(200);
    const { token } = await loginStudent(a.base, '2024001');
    expect((await call(b.base, 'GET', '/profile', { token })).status).toBe(200);
    expect((await call(a.base, 'POST', '/logout', { token })).status).toBeLessThan(300);
    const started = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - started < 1000) status = (await call(b.base, 'GET', '/profile', { token })).status;
    expect(status).toBe(401);
  });

  it('ends each process within 10 s of SIGTERM', { timeout: 60_000 }, async () => {
    // Exit code 0: a clean close; 1: the process's own deadline ended it.
    for (const child of [a.child, b.child, worker]) {
      const { ms, code } = await stop(child, 'SIGTERM');
      expect(ms, `exit code ${code}`).toBeLessThan(10_000);
    }
  });
});
