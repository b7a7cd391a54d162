import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createReadiness } from './readiness.ts';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { queue: 'send' });
  });
  afterAll(() => t.close());

  it('answers 503 until the queue has started, then 200, and 503 again while it stops', async () => {
    const before = await t.app.inject({ url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'unavailable',
      checks: { database: true, migrations: true, queue: false, closing: false },
    });
    // Liveness does not depend on the queue.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await t.queue!.start({ work: false, concurrency: 0 });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });

    await t.queue!.stop();
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(503);
  });

  it('reports closing and missing migrations', async () => {
    let closing = false;
    const readiness = createReadiness({ database: t.database, closing: () => closing });
    expect(await readiness.check()).toEqual({ database: true, migrations: true, queue: true, closing: false });
    closing = true;
    expect((await readiness.check()).closing).toBe(true);
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    expect((await readiness.check()).migrations).toBe(false);
  });
});
