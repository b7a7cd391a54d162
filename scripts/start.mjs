#!/usr/bin/env node
// `npm start`: build the web app and the API (compiled JavaScript, scripts/build-api.mjs) when
// their sources are newer than the builds, then run the server (migrations, first admin and demo
// data happen at server start-up). `npm run worker` (`start.mjs worker`): the analysis worker,
// from the same build, without the web app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBuildStale } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'apps/web/dist/index.html');

const newestMtime = (path) => {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-chunk-groups.ts',
  'apps/web/public',
  'packages/contracts/src',
]
  .map((p) => join(root, p))
  .filter(existsSync);
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;

const role = process.argv[2] === 'worker' ? 'worker' : 'main';

if (role === 'main' && stale && process.env.SKIP_WEB_BUILD !== 'true') {
  console.info('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// In its own process: esbuild's service must not stay beside the server. SKIP_API_BUILD=true: the
// image built it, and its production dependencies have no esbuild.
if (process.env.SKIP_API_BUILD !== 'true' && apiBuildStale()) {
  console.info('Building the API…');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-api.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --expose-gc: the server collects once after start-up (apps/api/src/lib/startup-memory.ts).
// --max-semi-space-size=8: V8's young generation stays at most 2 x 8 MB (Node's default 2 x 16 MB
// stays committed in an idle process).
// MALLOC_MMAP_THRESHOLD_: glibc maps every block of 128 KB or more on its own and unmaps it when
// freed, so the memory of large start-up buffers goes back to the system instead of staying in
// the process's heap (idle RSS, docs/decisions/014-scale-out.md).
const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--expose-gc', '--max-semi-space-size=8', join(root, `apps/api/dist/${role}.mjs`)],
  {
    cwd: root,
    stdio: 'inherit',
    // A new embedded database starts from the build's migrated cluster (apps/api/src/db/cluster-template.ts).
    env: {
      DB_CLUSTER_TEMPLATE: join(root, 'apps/api/dist/pgdata'),
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
    },
  },
);
// The server ends itself within 9 s of a signal; if it has not after 10 s, it is killed, so a
// supervisor's stop never waits on it (docs/decisions/014-scale-out.md).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
