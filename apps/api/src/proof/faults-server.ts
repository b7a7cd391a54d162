// A real API server in a child process for the fault proofs (killed with SIGKILL, restarted on the
// same DATA_DIR): `node --import tsx apps/api/src/main.ts`, listening on 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on now (the kernel picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** What the server printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server on DATA_DIR `dataDir` and waits for GET /api/health (fails with the server's
 * output if it exits first). The environment is built here: nothing of the test runner's leaks in
 * (no TEST_DATABASE_URL, no DATABASE_URL unless given).
 */
export const startChildServer = async (
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 150_000,
  /** Another command than `node --import tsx main.ts` (the multi-instance proof runs `npm start`). */
  command: readonly string[] = [process.execPath, '--import', 'tsx', main],
): Promise<ChildServer> => {
  const port = await freePort();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SECRET_KEY: 'fault-proof-secret-'.padEnd(48, 'x'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (d: Buffer) => chunks.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => chunks.push(d.toString()));
  const output = () => chunks.join('').slice(-4000);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const server: ChildServer = {
    base: `http://127.0.0.1:${port}`,
    child,
    output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${output()}`);
    const ok = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    if (Date.now() > end) {
      await server.kill('SIGKILL');
      throw new Error(`server did not answer in ${timeoutMs} ms:\n${output()}`);
    }
    await sleep(100);
  }
};

/** JSON call with a bearer token; answers the status and the parsed body. */
export const call = async <T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(opts.token && { authorization: `Bearer ${opts.token}` }),
      ...(opts.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, text };
};

/** Signs a demo student in, with the current student term accepted (every other route asks for it). */
export const loginStudent = async (base: string, ra: string, password = 'Aluno@1234') => {
  const r = await call<{ token: string; user_id: number; student_id: number; has_terms: boolean }>(
    base,
    'POST',
    '/login-student',
    { body: { ra, password } },
  );
  if (r.status !== 200) throw new Error(`login ${ra}: ${r.status} ${r.text}`);
  if (!r.body.has_terms) {
    const terms = await call<Array<{ id: number; type: string }>>(base, 'GET', '/terms', { token: r.body.token });
    const newest = terms.body.filter((t) => t.type === 'aluno').sort((a, b) => b.id - a.id)[0];
    const sign = await call(base, 'POST', '/terms/sign', {
      token: r.body.token,
      body: { user_id: r.body.user_id, term_id: newest?.id },
    });
    if (sign.status !== 201) throw new Error(`term of ${ra}: ${sign.status} ${sign.text}`);
  }
  return r.body;
};

export const loginStaff = async (base: string, email: string, password: string) => {
  const r = await call<{ token: string; user_id: number }>(base, 'POST', '/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.text}`);
  return r.body;
};

/** Every file under `dir`, relative, recursively ([] when it does not exist). */
export const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
};
