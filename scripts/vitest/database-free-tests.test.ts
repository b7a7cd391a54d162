import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseFreeTests } from './database-free-tests.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('database-free API tests', () => {
  it('lists the tests that never open a database, and none that does', () => {
    const free = databaseFreeTests(root);
    expect(free).toContain('apps/api/src/lib/password.test.ts');
    expect(free).toContain('apps/api/src/providers/face/face.test.ts');
    // Through the test app, the queue's test database, the proofs' app and a child server.
    expect(free).not.toContain('apps/api/src/modules/users/users.routes.test.ts');
    expect(free).not.toContain('apps/api/src/queue/maintenance.job.test.ts');
    expect(free).not.toContain('apps/api/src/proof/authorization-matrix.test.ts');
    expect(free).not.toContain('apps/api/src/proof/faults.pg-restart.test.ts');
    expect(free.every((f) => f.endsWith('.test.ts'))).toBe(true);
  });
});
