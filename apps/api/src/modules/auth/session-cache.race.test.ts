import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * A token look-up that read the database before a logout committed must not store its answer
 * after the logout dropped the cache: the revoked token would stay valid for the cache time.
 */
describe('session cache and a racing logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not keep a revoked token alive through a look-up that started before the logout', async () => {
    const { token } = await loginAs(t.app, 'student');
    const repo = createAuthRepository(t.database.db);
    let release = (): void => undefined;
    let held = false;
    const gated = {
      ...repo,
      // The first look-up reads the row, then waits until the test lets it go on.
      findByTokenHash: async (hash: string) => {
        const row = await repo.findByTokenHash(hash);
        if (!held) {
          held = true;
          await new Promise<void>((r) => (release = r));
        }
        return row;
      },
    };
    const auth = createAuthService({
      repo: gated,
      limits: createRateLimitRepository(t.database.db),
      mailer: { send: async () => undefined },
      log: quiet,
      audit: createAuditService({ repo: createAuditRepository(t.database.db), log: quiet }),
      config: {
        secret: TEST_SECRET,
        appUrl: 'http://localhost',
        tokenTtlHours: 12,
        rememberTtlHours: 720,
        loginMaxPerAccount: 5,
        loginMaxPerAddress: 30,
        forgotMaxPerAccount: 3,
        forgotMaxPerAddress: 20,
        windowMinutes: 15,
        sessionCacheSeconds: 60,
      },
    });

    const inFlight = auth.userForToken(token);
    while (!held) await new Promise((r) => setImmediate(r));
    await auth.logout(token);
    release();
    expect(await inFlight).not.toBeNull();
    expect(await auth.userForToken(token)).toBeNull();
  });
});
