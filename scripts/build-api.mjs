#!/usr/bin/env node
// The API compiled for production (docs/decisions/014-scale-out.md): apps/api/src/main.ts and
// worker.ts bundled by esbuild into apps/api/dist/{main,worker}.mjs, with @portal/contracts inside
// and every package of node_modules left to Node. Files read beside the code (migrations, the face
// worker, the web build) stay where they are: each `import.meta.url` of a source file becomes
// that file's own URL, worked out from the bundle's place, so the paths it builds do not move.
// It also writes dist/pgdata/, the migrated embedded cluster a fresh DATA_DIR starts from.
// `node scripts/build-api.mjs` builds; `--if-stale` only when a source is newer than the bundle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/api/dist');
const entries = {
  main: 'apps/api/src/main.ts',
  // Loaded by main.mjs at run time (apps/api/src/main.ts): not bundled into it.
  server: 'apps/api/src/server.ts',
  worker: 'apps/api/src/worker.ts',
  'cluster-template': 'apps/api/src/db/cluster-template-cli.ts',
};
const sources = ['apps/api/src', 'packages/contracts/src', 'apps/api/package.json', 'scripts/build-api.mjs'];

const newest = (path) => {
  const st = statSync(path);
  if (!st.isDirectory()) return path.endsWith('.test.ts') ? 0 : st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((e) => newest(join(path, e))));
};

/** True when a bundle is missing or older than any source. */
export const apiBuildStale = () => {
  const outputs = [
    ...Object.keys(entries).map((name) => join(outDir, `${name}.mjs`)),
    join(outDir, 'pgdata', 'PG_VERSION'),
  ];
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return (
    Math.max(
      ...sources
        .map((p) => join(root, p))
        .filter(existsSync)
        .map(newest),
    ) > built
  );
};

const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => name !== '@portal/contracts',
);

/** `import.meta.url` of each source file, as its own location relative to the bundle. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = relative(outDir, args.path).split('\\').join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export const buildApi = async () => {
  const started = Date.now();
  // Loaded only to build: a production image whose build is current never needs esbuild.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    external,
    plugins: [ownUrl],
    define: { SERVER_BUNDLE: JSON.stringify('./server.mjs') },
    logOverride: { 'unsupported-dynamic-import': 'silent' },
    logLevel: 'warning',
    // Bundled CommonJS (none today) would need `require`; ESM packages stay external anyway.
  });
  // The migrated embedded cluster a fresh DATA_DIR starts from (apps/api/src/db/cluster-template.ts).
  const template = spawnSync(process.execPath, [join(outDir, 'cluster-template.mjs')], { cwd: root, stdio: 'inherit' });
  if (template.status !== 0) throw new Error('the cluster template was not written');
  return Date.now() - started;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !apiBuildStale()) process.exit(0);
  const ms = await buildApi();
  console.info(`API built in ${ms} ms: ${relative(root, outDir)}/{${Object.keys(entries).join(',')}}.mjs`);
}
