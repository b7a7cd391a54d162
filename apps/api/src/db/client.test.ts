import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('database client on PostgreSQL', () => {
  it('turns JIT off on every pooled connection', async () => {
    const database = await openDatabase({ url: serverUrl!, poolMax: 3 });
    try {
      // Three at once: three connections of the pool, each set up by the 'connect' handler.
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          database.run.query<{ jit: string; pid: number }>(
            'select current_setting($1) as jit, pg_backend_pid() as pid, pg_sleep(0.2) is null',
            ['jit'],
          ),
        ),
      );
      expect(new Set(answers.map(([row]) => row!.pid)).size).toBe(3);
      expect(answers.map(([row]) => row!.jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});
