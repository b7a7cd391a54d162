import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * How an API test reaches a database: the test app, the job queue's test database, the proofs'
 * app, a database opened itself, or a server it starts with a database URL.
 */
const DATABASE_ENTRY =
  /createTestApp|openTestDatabase|createProofApp|openDatabase|DATABASE_URL|startChildServer|test-app|proof-app|test-database/;

/**
 * API test files that never reach a database (password hashing, the face worker, storage...).
 * The PostgreSQL stage of `npm test` leaves them out: they run once, in the PGlite stage, since a
 * second run on another database would test nothing new (docs/decisions/015-spec-boundaries-one-way.md).
 */
export const databaseFreeTests = (root: string, dir = 'apps/api/src'): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => join(root, dir, path))
    .filter((path) => !DATABASE_ENTRY.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path))
    .sort();
