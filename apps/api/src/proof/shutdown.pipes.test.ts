// Shutdown with piped output: `npm start` under a parent that pipes stdout and stderr (a supervisor,
// a terminal) and stops reading, then closes its ends and sends SIGTERM to the process group. Every
// process of the group must be gone within 10 s (docs/decisions/014-scale-out.md: pino's exit
// flush retried EPIPE forever and the server never exited).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './faults-server.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(process.env.TEST_DATABASE_URL)('shutdown with piped output', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
  let pgid = 0;
  afterAll(() => {
    if (pgid && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends every process within 10 s of SIGTERM after the reader has gone', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const child = spawn('npm', ['start'], {
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
        LOG_LEVEL: 'info',
      },
    });
    pgid = child.pid!;
    const base = `http://127.0.0.1:${port}`;
    for (let up = false; !up;) {
      expect(child.exitCode, 'npm start exited before answering').toBeNull();
      up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await sleep(200);
    }
    // Nobody reads the pipes: a few hundred logged requests fill them and the logger has lines
    // waiting when the reader goes.
    for (let i = 0; i < 600; i++) expect((await fetch(`${base}/api/config`)).status).toBe(200);
    child.stdout!.destroy();
    child.stderr!.destroy();
    process.kill(-pgid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
    expect(groupAlive(pgid), 'a process of `npm start` was still alive 10 s after SIGTERM').toBe(false);
  });
});
