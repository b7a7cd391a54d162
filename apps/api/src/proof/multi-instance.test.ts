// Several instances on one PostgreSQL and one S3-compatible store (s3rver), as a deployment runs
// them: two API servers and one worker, each its own process started with the commands of the
// Dockerfile and compose.yaml (deploy-commands.ts). A session ended on A is refused on B within
// 1 s; a video uploaded through A's signature is analysed by the worker and its feedback read on
// B; the every-minute housekeeping runs once per minute for the cluster; SIGTERM ends each process
// within 10 s, with no job left behind.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_VIDEO_CV, BIOMETRIC_CONSENT_VERSION } from '@portal/contracts';
import { call, loginStudent, startChildServer, type ChildServer } from './faults-server.ts';
import { DEPLOY_COMMANDS, INSTANCE_SETTINGS } from './deploy-commands.ts';
import { startS3TestServer, type S3TestServer } from '../providers/storage/s3-test-server.ts';
import { PNG_1X1 } from '../test/multipart.ts';
import { WEBM_HEADER } from '../modules/stage/stage.test-helpers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Sends the signal and answers how long the process took to end (Infinity past 15 s) and its exit code. */
const stop = async (child: ChildProcess, signal: NodeJS.Signals): Promise<{ ms: number; code: number | null }> => {
  if (child.exitCode !== null || child.signalCode !== null) return { ms: 0, code: child.exitCode };
  const started = Date.now();
  const ended = new Promise<{ ms: number; code: number | null }>((r) =>
    child.once('exit', (code) => r({ ms: Date.now() - started, code })),
  );
  child.kill(signal);
  return Promise.race([
    ended,
    new Promise<{ ms: number; code: null }>((r) => setTimeout(() => r({ ms: Infinity, code: null }), 15_000)),
  ]);
};

/** A process and everything it started (npm, start.mjs, the server), deepest first. */
const tree = (pid: number | undefined): number[] => {
  if (!pid) return [];
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return [...children.flatMap(tree), pid];
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const killTree = (pid: number | undefined) => {
  for (const p of tree(pid)) if (alive(p)) process.kill(p, 'SIGKILL');
};

describe.runIf(serverUrl)('several API instances and a worker on one PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-multi-'));
  const name = `portal_m_${randomBytes(5).toString('hex')}`;
  let env: Record<string, string>;
  let a: ChildServer;
  let b: ChildServer;
  let worker: ChildProcess;
  let s3: S3TestServer;
  const workerOutput: string[] = [];
  const sql = async <T>(text: string): Promise<T[]> => {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(text)).rows as T[];
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    s3 = await startS3TestServer('portal-multi');
    // Built once here: two `npm start` at once would both find the bundle stale.
    execFileSync(process.execPath, ['scripts/build-api.mjs', '--if-stale'], { cwd: root, stdio: 'ignore' });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    env = {
      ...s3.env,
      ...INSTANCE_SETTINGS,
      DATABASE_URL: url.toString(),
      AUTH_SESSION_CACHE_SECONDS: '60',
      SKIP_WEB_BUILD: 'true',
      MAINTENANCE_CRON: '* * * * *',
      QUEUE_POLL_SECONDS: '0.5',
    };
    a = await startChildServer(dataDir, env, 150_000, DEPLOY_COMMANDS.api);
    b = await startChildServer(dataDir, env, 150_000, DEPLOY_COMMANDS.api);
    const [cmd, ...args] = DEPLOY_COMMANDS.worker;
    worker = spawn(cmd, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        DATA_DIR: dataDir,
        SECRET_KEY: 'fault-proof-secret-'.padEnd(48, 'x'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (d: Buffer) => workerOutput.push(d.toString()));
    worker.stderr!.on('data', (d: Buffer) => workerOutput.push(d.toString()));
    await vi.waitFor(
      () => {
        if (!workerOutput.join('').includes('worker started'))
          throw new Error(`worker did not start (exit code ${worker.exitCode}):\n${workerOutput.join('')}`);
      },
      { timeout: 120_000, interval: 100 },
    );
  }, 300_000);

  afterAll(async () => {
    for (const c of [a?.child, b?.child, worker]) killTree(c?.pid);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    await s3?.stop();
  });

  it('refuses on B within 1 s a session logged out on A; both are ready', async () => {
    expect((await fetch(`${a.base}/api/ready`)).status).toBe(200);
    expect((await fetch(`${b.base}/api/ready`)).status).toBe(200);
    const { token } = await loginStudent(a.base, '2024001');
    expect((await call(b.base, 'GET', '/profile', { token })).status).toBe(200);
    expect((await call(a.base, 'POST', '/logout', { token })).status).toBeLessThan(300);
    const started = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - started < 1000)
      status = (await call(b.base, 'GET', '/profile', { token })).status;
    expect(status).toBe(401);
  });

  it(
    "analyses on the worker a video uploaded to the store through A's signature; B reads the feedback",
    { timeout: 240_000 },
    async () => {
      const { token } = await loginStudent(a.base, '2024002');
      // Face photos are signed only after the student's biometric consent (docs/decisions/016-security-hardening.md).
      const consent = await call(a.base, 'POST', '/stage/biometric-consent', {
        token,
        body: { version: BIOMETRIC_CONSENT_VERSION },
      });
      expect(consent.status, consent.text).toBeLessThan(300);
      const toStore = async (data: Buffer, contentType: string, auditionId?: number) => {
        const signed = await call<{ url: string; key: string }>(a.base, 'POST', '/stage/uploads/sign', {
          token,
          body: { file_name: 'f', content_type: contentType, size: data.length, audition_id: auditionId },
        });
        expect(signed.status, signed.text).toBe(200);
        expect(signed.body.url.startsWith(s3.settings.endpoint!)).toBe(true);
        expect(
          (await fetch(signed.body.url, { method: 'PUT', body: data, headers: { 'content-type': contentType } }))
            .status,
        ).toBe(200);
        return signed.body.key;
      };
      for (let i = 0; i < 5; i++)
        expect(
          (
            await call(a.base, 'POST', '/stage/biometrics', {
              token,
              body: { file_key: await toStore(PNG_1X1, 'image/png') },
            })
          ).status,
        ).toBe(201);
      const audition = await call<{ id: number }>(a.base, 'POST', '/stage/auditions', {
        token,
        body: { activity_id: ACTIVITY_VIDEO_CV },
      });
      const video = await toStore(
        Buffer.concat([WEBM_HEADER, Buffer.alloc(50_000, 7)]),
        'video/webm',
        audition.body.id,
      );
      const transcript =
        'Olá, meu nome é Bruno, estudo engenharia e gosto de resolver problemas em equipe. Tenho experiência com projetos de dados e quero crescer como analista.';
      const submitted = await call(a.base, 'PUT', `/stage/auditions/${audition.body.id}`, {
        token,
        body: { file_key: video, transcript },
      });
      expect(submitted.status, submitted.text).toBe(200);
      type Read = { analysis_state: string | null; gpt_feedback: string | null; gpt_avg: number | null };
      await expect
        .poll(
          async () =>
            (await call<Read>(b.base, 'GET', `/stage/auditions/${audition.body.id}`, { token })).body.analysis_state,
          { timeout: 200_000, interval: 500 },
        )
        .toBe('DONE');
      const read = await call<Read>(b.base, 'GET', `/stage/auditions/${audition.body.id}`, { token });
      expect(read.body.gpt_feedback).toBeTruthy();
      expect(workerOutput.join('')).not.toMatch(/"level":"error"/);
    },
  );

  it('runs the every-minute housekeeping once per minute for the whole cluster', { timeout: 150_000 }, async () => {
    type Run = { minute: string; runs: number; done: number };
    const runs = () =>
      sql<Run>(`SELECT singleton_on::text AS minute, count(*)::int AS runs, count(*) FILTER (WHERE state = 'completed')::int AS done
      FROM (SELECT singleton_on, state FROM pgboss.job WHERE name = 'maintenance' UNION ALL SELECT singleton_on, state FROM pgboss.archive WHERE name = 'maintenance') j GROUP BY 1`);
    await expect
      .poll(async () => (await runs()).filter((r) => r.done > 0).length, { timeout: 140_000, interval: 1000 })
      .toBeGreaterThanOrEqual(1);
    for (const r of await runs()) expect(r.runs, r.minute).toBe(1);
  });

  it('ends each process within 10 s of SIGTERM, with no job left active', { timeout: 60_000 }, async () => {
    // Exit code 0: a clean close; 1: the process's own deadline ended it.
    // The signal goes to npm only, as docker stop's does: every process under it must end too.
    for (const child of [a.child, b.child, worker]) {
      const processes = tree(child.pid);
      expect(processes.length).toBeGreaterThanOrEqual(3);
      const { ms, code } = await stop(child, 'SIGTERM');
      expect(ms, `exit code ${code}`).toBeLessThan(10_000);
      expect(processes.filter(alive), 'left running after npm ended').toEqual([]);
    }
    expect(await sql(`SELECT name, state FROM pgboss.job WHERE state = 'active'`)).toEqual([]);
  });
});
