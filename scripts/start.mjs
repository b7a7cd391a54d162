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

const server = spawn(process.execPath, ['--enable-source-maps', join(root, `apps/api/dist/${role}.mjs`)], {
  cwd: root,
  stdio: 'inherit',
  // A new embedded database starts from the build's migrated cluster (apps/api/src/db/cluster-template.ts).
  env: { DB_CLUSTER_TEMPLATE: join(root, 'apps/api/dist/pgdata.tar.gz'), ...process.env },
});
// The server ends itself within 9 s of a signal; if it has not after 10 s, it is killed, so a
// supervisor's stop never waits on it (docs/decisions/014-scale-out.md).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
