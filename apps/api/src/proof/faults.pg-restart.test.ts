// Fault: PostgreSQL restarts while requests run. During the outage the API answers 503 with the
// Portuguese message (never 500, never a stack); once the database is back, requests succeed
// again without restarting the API process.
//
// Runs in the PostgreSQL stage (TEST_DATABASE_URL set) on a cluster of its own, started here with
// scripts/pg-test-cluster.sh under another name and port, so restarting it never touches the
// suite's cluster.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { call, loginStaff, loginStudent, startChildServer, type ChildServer } from './faults-server.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../../../scripts/pg-test-cluster.sh', import.meta.url));
const clusterEnv = {
  ...process.env,
  PG_TEST_CLUSTER_NAME: 'pg-fault-cluster',
  PG_TEST_PORT: process.env.PG_FAULT_PORT ?? '57432',
};
const cluster = (command: 'start' | 'stop' | 'restart', extra: Record<string, string> = {}) =>
  run('bash', [script, command], { env: { ...clusterEnv, ...extra }, timeout: 120_000 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Seen = { at: number; status: number; text: string };

describe.runIf(process.env.TEST_DATABASE_URL)('fault: PostgreSQL restarted under load', () => {
  let dataDir = '';
  let server: ChildServer | undefined;
  let started = false;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-fault-pg-'));
    const { stdout } = await cluster('start');
    started = true;
    const url = /TEST_DATABASE_URL=(\S+)/.exec(stdout)?.[1]?.replace(/^'|'$/g, '');
    if (!url) throw new Error(`pg-test-cluster.sh printed no URL: ${stdout}`);
    server = await startChildServer(dataDir, { DATABASE_URL: url, QUEUE_POLL_SECONDS: '1' });
  }, 180_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    if (started) await cluster('stop').catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with a Portuguese message while it is down and recovers without a restart', async () => {
    const base = server!.base;
    const student = await loginStudent(base, '2024001');
    const admin = await loginStaff(base, 'admin@demo.edu.br', 'Admin@12345');
    const requests: Array<() => Promise<{ status: number; text: string }>> = [
      () => call(base, 'GET', '/jobs-for-student?title=analista', { token: student.token }),
      () => call(base, 'GET', '/student-bookmark', { token: student.token }),
      () => call(base, 'GET', '/users?page=1', { token: admin.token }),
      () => call(base, 'GET', '/health'),
    ];

    const seen: Seen[] = [];
    let running = true;
    const loops = Array.from({ length: 6 }, async (_, i) => {
      for (let n = i; running; n++) {
        const r = await requests[n % requests.length]!().catch((err: unknown) => ({ status: 0, text: String(err) }));
        seen.push({ at: Date.now(), ...r });
        await sleep(20);
      }
    });

    await sleep(1000);
    const downAt = Date.now();
    await cluster('restart', { PG_TEST_DOWN_SECONDS: '2' });
    const upAt = Date.now();
    // Give the pool a moment to notice, then demand success on every route.
    await sleep(3000);
    running = false;
    await Promise.all(loops);

    const during = seen.filter((s) => s.at > downAt && s.at < upAt);
    const unavailable = seen.filter((s) => s.status === 503);
    expect(unavailable.length, `statuses while down: ${during.map((s) => s.status).join(',')}`).toBeGreaterThan(0);
    // Nothing but success or 503; never 500, never a dropped connection.
    expect(
      seen.filter((s) => s.status !== 200 && s.status !== 503).map((s) => `${s.status} ${s.text.slice(0, 200)}`),
    ).toEqual([]);
    for (const s of unavailable) {
      expect(JSON.parse(s.text)).toEqual({ errors: [{ message: messages.errors.unavailable }] });
      expect(s.text).not.toMatch(/stack|at .*\.ts:|ECONN|57P0/);
    }

    // Back: every route succeeds again, in the same process.
    for (let i = 0; i < 3; i++) {
      for (const r of requests) {
        const res = await r();
        expect(res.status, res.text).toBe(200);
      }
    }
    expect(server!.child.exitCode).toBeNull();
    expect(server!.child.signalCode).toBeNull();
  }, 120_000);
});
