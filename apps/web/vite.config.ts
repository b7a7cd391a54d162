import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiProxy } },
  preview: { proxy: { '/api': apiProxy } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser the portal supports has <link rel=modulepreload>.
    modulePreload: { polyfill: false },
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
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK, priority: 10 }],
        },
      },
    },
  },
});
