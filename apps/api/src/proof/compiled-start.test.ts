// Production start (docs/decisions/014-scale-out.md): `npm start` runs the API from the compiled
// bundle, a fresh DATA_DIR starts from the build's migrated cluster (with the job queue's tables
// and queues), and what a start-up does not need is not loaded: the image and face libraries
// (sharp's libvips, face-api in its worker thread), the AWS SDK with local storage, nodemailer
// before a message, natural before an analysis, exceljs before an export. Timing and memory are
// measured by `npm run bench -- startup`, not here.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from './faults-server.ts';
import { JOB_NAMES } from '../queue/registry.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

describe.skipIf(process.env.TEST_DATABASE_URL)('npm start, compiled', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-compiled-'));
  let pgid = 0;
  afterAll(() => {
    try {
      if (pgid) process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'serves from apps/api/dist/main.mjs on a cluster from the template, without loading what start-up does not need',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const trace = join(dataDir, 'modules.txt');
      const output: string[] = [];
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: process.env.TMPDIR,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(dataDir, 'no-web'),
          SKIP_WEB_BUILD: 'true',
          LOG_LEVEL: 'warn',
          NODE_OPTIONS: `--import=${join(root, 'apps/api/src/proof/module-trace.mjs')}`,
          MODULE_TRACE_FILE: trace,
        },
      });
      pgid = child.pid!;
      child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
      child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${base}/api/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 200_000, interval: 250 },
        )
        .toBe(200);

      const server = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number)[0]!;
      const cmdline = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
      expect(cmdline, JSON.stringify(cmdline)).toContain(join(root, 'apps/api/dist/main.mjs'));
      expect(cmdline.join(' ')).not.toContain('tsx');
      expect(existsSync(join(root, 'apps/api/dist/pgdata/PG_VERSION'))).toBe(true);
      // The demo data is there: the cluster came from the template and the start-up seeded it.
      const login = await fetch(`${base}/api/login-student`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ra: '2024001', password: 'Aluno@1234' }),
      });
      expect(login.status).toBe(200);
      const maps = readFileSync(`/proc/${server}/maps`, 'utf8');
      expect(maps).not.toMatch(/libvips/);
      const loaded = readFileSync(trace, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(`${server} `));
      expect(loaded.some((line) => line.includes('node_modules/fastify/'))).toBe(true);
      for (const lazy of ['@aws-sdk/', 'nodemailer', 'natural/', 'exceljs', 'sharp', 'face-api', '@tensorflow/'])
        expect(loaded.filter((line) => line.includes(lazy))).toEqual([]);
      process.kill(-pgid, 'SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      pgid = 0;
    },
  );

  it("the template holds pg-boss's schema and one queue per job, and no schedule", { timeout: 60_000 }, async () => {
    const copy = join(dataDir, 'template-copy');
    cpSync(join(root, 'apps/api/dist/pgdata'), copy, { recursive: true });
    const pglite = await PGlite.create({ dataDir: copy });
    try {
      const queues = await pglite.query<{ name: string }>(
        "SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' ORDER BY name",
      );
      expect(queues.rows.map((r) => r.name)).toEqual([...JOB_NAMES].sort());
      const schedules = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.schedule');
      expect(schedules.rows[0]!.n).toBe(0);
    } finally {
      await pglite.close();
    }
  });
});
