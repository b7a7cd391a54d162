// Root Vitest config: `npx vitest run` runs every unit and API integration test of the repo.
// API integration tests build the Fastify app on a fresh in-memory PGlite (or on the PostgreSQL
// server named by TEST_DATABASE_URL), so their timeouts are generous.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/vitest/slow-first-sequencer.ts';
import { databaseFreeTests } from './scripts/vitest/database-free-tests.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    passWithNoTests: true,
    sequence: { sequencer: SlowFirstSequencer },
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', '**/data/**'],
    projects: [
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/**/src/**/*.test.ts'] },
      },
      {
        extends: true,
        // One module graph per worker, not per file: importing the app (Fastify, PGlite, the AWS
        // SDK...) cost about 2.5 CPU-s per file, over half of the stage's time. Every file still
        // builds its own app on its own database (docs/decisions/015-spec-boundaries-one-way.md).
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // On PostgreSQL (TEST_DATABASE_URL) only the tests that reach a database run again.
          exclude: process.env.TEST_DATABASE_URL ? databaseFreeTests(root) : [],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        extends: true,
        // React components with Testing Library on happy-dom: a UI rule checked without a browser.
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
