// Production start (docs/decisions/014-scale-out.md): `npm start` runs the API from the compiled
// bundle, a fresh DATA_DIR starts from the build's migrated cluster, and the image and face
// libraries (sharp's libvips, face-api in its worker thread) are not loaded by a process that has
// not analysed anything. Timing and memory are measured by `npm run bench -- startup`, not here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './faults-server.ts';

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
    'serves from apps/api/dist/main.mjs on a cluster from the template, without sharp or face-api loaded',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
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
      expect(existsSync(join(root, 'apps/api/dist/pgdata.tar.gz'))).toBe(true);
      // The demo data is there: the cluster came from the template and the start-up seeded it.
      const login = await fetch(`${base}/api/login-student`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ra: '2024001', password: 'Aluno@1234' }),
      });
      expect(login.status).toBe(200);
      const maps = readFileSync(`/proc/${server}/maps`, 'utf8');
      expect(maps).not.toMatch(/libvips/);
      process.kill(-pgid, 'SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      pgid = 0;
    },
  );
});
