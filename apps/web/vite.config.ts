import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build as viteBuild, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './vite-prerender.ts';
import { chunkCycleGuard, chunkGraphProbe, planGroups, type ChunkGraph } from './vite-chunk-groups.ts';

/**
 * The Fastify server serves `dist/` at `/` with an SPA fallback; in development `vite` proxies
 * `/api` to it (port 3000, or `API_PROXY_TARGET`).
 */
const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:3000';

/** The e-mailed reset link is a page under `/api/oportunidades/...`: browsers asking for HTML get the app. */
const apiProxy = {
  target: apiTarget,
  bypass: (req: { method?: string; headers: { accept?: string } }) =>
    req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

/** Only the framework code every route needs goes into a named, long-cached chunk. */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const SIGNED_IN_LIBS = /node_modules[\\/]@tanstack[\\/]/;
const FORM_LIBS = /node_modules[\\/](react-hook-form|@hookform)[\\/]/;
/** The route tables (one per route set) and the shell's lazy route: the chunks that import the pages. */
const ROUTE_TABLES = /[\\/]src[\\/]app[\\/]routes[\\/][a-z-]+-route(s)?\.tsx?$/;
/** Their chunks' names start with `routes-`, so the preload rule below knows them. */
const ROUTE_CHUNK = /(^|\/)(routes-[^/]+|index-[^/]+)\.js$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build over 1 kB: the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`), so JavaScript goes
 * out at about a quarter of its size without compressing on every request.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      // A failed build wrote nothing: its own error is the one to show.
      if (!existsSync(join(outDir, 'assets'))) return;
      for (const file of walk(join(outDir, 'assets'))) {
        if (!/\.(js|mjs|css|svg|json|txt|map)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
};

const config = (groups: Map<string, string> | null): UserConfig => ({
  plugins: [react(), ...(groups ? [precompress(), chunkCycleGuard(), prerender()] : [])],
  server: { port: 5173, proxy: { '/api': apiProxy } },
  preview: { proxy: { '/api': apiProxy } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the portal supports has <link rel=modulepreload>.
      polyfill: false,
      // index.html preloads the entry's imports. The entry's and the route tables' lazy imports
      // (a route set, the shell, a page, a page's loader) preload their chunks' imports too: on a
      // first load the page's code arrives in one round trip instead of one per level of imports,
      // 4-5 on a signed-in page (docs/decisions/021-mobile-first-load.md). Other lazy imports do
      // not: Vite's helper appends a <link> per file, time a warm board load does not need; the
      // browser finds the imports itself, from its cache (docs/decisions/011-hiring-pipeline.md).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || ROUTE_CHUNK.test(hostId) ? deps : [],
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The contracts package only declares schemas, constants and messages: importing
      // `messages` must not drag zod into the login route.
      treeshake: {
        moduleSideEffects: (id) => (CONTRACTS.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      // lottie-web (404 artwork) carries an `eval` for After Effects expressions, which the
      // repo's animation does not use: its warning is noise in every build.
      onLog(level, log, handler) {
        if (log.code === 'EVAL' && log.id?.includes('lottie-web')) return;
        handler(level, log);
      },
      output: {
        // Hash-only names: every chunk lists its dependencies by file name (imports, preload
        // maps), and the route's 40-odd descriptive names cost 2 KB gzip on the login route.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && ROUTE_TABLES.test(chunk.facadeModuleId)
            ? 'assets/routes-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          // Besides the framework, one shared chunk of the libraries the signed-in pages use and
          // the login screens never do (TanStack Query, forms): fewer requests on the student home
          // without adding a byte to the login route, whose budget is 170 KB (docs/decisions/002).
          // A chunk of all shared library code (all of MUI) put 257 KB on the login route. The
          // shared UI code goes by who loads it (vite-chunk-groups.ts, planned by a first build).
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            { name: 'app-libs', test: SIGNED_IN_LIBS, priority: 5 },
            // Forms apart: the public pages a link opens (a shared resume, a TCE's verification) have none.
            { name: 'forms', test: FORM_LIBS, priority: 5 },
            ...(groups
              ? [
                  {
                    name: (id: string) => groups.get(id) ?? null,
                    debugName: 'shared-ui',
                    priority: 1,
                    // The plan already put each module where what it imports is: nothing to pull in.
                    includeDependenciesRecursively: false,
                  },
                ]
              : []),
          ],
        },
      },
    },
  },
});

/** The first build of `vite build`: automatic chunking, nothing written; its chunks plan the groups. */
const PROBE = 'PORTAL_CHUNK_PROBE';

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return config(null);
  if (process.env[PROBE]) return config(null);
  const graph: ChunkGraph = { chunks: [], lazyImports: new Map() };
  process.env[PROBE] = 'true';
  try {
    await viteBuild({
      configFile: import.meta.filename,
      root: import.meta.dirname,
      logLevel: 'silent',
      build: { write: false },
      plugins: [chunkGraphProbe(graph)],
    });
  } finally {
    delete process.env[PROBE];
  }
  return config(planGroups(graph));
});
