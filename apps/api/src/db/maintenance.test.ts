import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scheduleMaintenance, vacuumEmbedded } from './maintenance.ts';

const visibility = async (t: TestApp) => {
  const res = await t.database.pglite!.query<{ relallvisible: number; relpages: number }>(
    "select relallvisible, relpages from pg_class where relname = 'jobs'",
  );
  return res.rows[0]!;
};

describe.runIf(!process.env.TEST_DATABASE_URL)('embedded database maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks the job pages all-visible, so the search can scan its covering index alone', async () => {
    await t.database.pglite!.exec(`insert into jobs (title, status, state, city, description, companies_id)
      select 'Analista de Dados ' || g, 1, 'SP', 'Campinas', 'Descrição', (select min(id) from companies) from generate_series(1, 3000) g`);
    await vacuumEmbedded(t.database);
    const after = await visibility(t);
    expect(after.relpages).toBeGreaterThan(0);
    expect(after.relallvisible).toBe(after.relpages);
    const plan = await t.database.pglite!.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off) select count(*) from (select 1 from jobs where status = 1 and search_vector @@ to_tsquery('portuguese', 'analista')
       order by created_at desc, id desc limit 1000) capped`,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Only Scan using jobs_open_search_covering_idx');
    expect(text).toContain('Heap Fetches: 0');
  });
});

describe('maintenance schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every task in turn, reports a failed one and goes on; stopping cancels the next runs', async () => {
    // The clock is Vitest's: the two runs and the silence after stopping are exact, not timed.
    vi.useFakeTimers();
    const ran: string[] = [];
    const errors: string[] = [];
    const stop = scheduleMaintenance(
      [
        async () => void ran.push('prune'),
        async () => {
          throw new Error('vacuum failed');
        },
        async () => void ran.push('third'),
      ],
      (err) => errors.push(err.message),
      { firstAfterMs: 0, everyMs: 20 },
    );
    await vi.advanceTimersByTimeAsync(30);
    expect(ran).toEqual(['prune', 'third', 'prune', 'third']);
    expect(errors).toEqual(['vacuum failed', 'vacuum failed']);
    stop();
    await vi.advanceTimersByTimeAsync(200);
    expect(ran).toHaveLength(4);
  });
});
