// A server of the build of its own, for a journey that needs settings the shared servers must not
// have (a configured first administrator, an identity provider): fresh data directory, embedded
// database from the build's cluster template, ready when /api/ready answers 200.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface OwnServer {
  baseURL: string;
  stop(): void;
}

/** Starts `apps/api/dist/main.mjs` with `env` over the test defaults, under E2E_DATA_DIR/`name`. */
export const startOwnServer = async (name: string, env: Record<string, string>): Promise<OwnServer> => {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = path.join(process.env.E2E_DATA_DIR ?? fs.mkdtempSync('/tmp/portal-e2e-'), name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.mjs')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DB_CLUSTER_TEMPLATE: path.join(repoRoot, 'apps/api/dist/pgdata'),
      DATABASE_URL: '',
      SMTP_URL: '',
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000 },
    )
    .toBe(200);
  return { baseURL, stop: () => server.kill('SIGTERM') };
};
