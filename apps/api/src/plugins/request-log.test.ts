import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';
import { createTestApp } from '../test/test-app.ts';

// Each case builds its own app and signs in several times.
describe('the request log', { timeout: 90_000 }, () => {
  it('never holds a reset-link or upload signature', async () => {
    const t = await createTestApp({}, { demo: false });
    const lines: string[] = [];
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
      database: t.database,
      mailer: { send: async () => undefined },
      storage: createLocalStorage(join(mkdtempSync(join(tmpdir(), 'redact-')), 'storage')),
      secret: 'x'.repeat(40),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/reset-password/a%40b.c?signature=SEKRET-RESET-1',
        payload: { password: 'Nova@12345' },
      });
      await app.inject({
        method: 'PUT',
        url: '/api/stage/uploads/stage/1/a.webm?size=1&expires=1&signature=SEKRET-UPLOAD-2',
        payload: 'x',
      });
      await app.inject({ url: '/api/files/logos/a.png?expires=1&signature=SEKRET-FILE-3' });
      expect(lines.join('\n')).toContain('signature=[REDACTED]');
      expect(lines.join('\n')).not.toMatch(/SEKRET/);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
