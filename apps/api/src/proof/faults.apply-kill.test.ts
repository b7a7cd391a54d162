// Fault: the server is killed (SIGKILL) in the middle of a burst of applications. The embedded
// database (PGlite on DATA_DIR) must come back with only whole rows: each application has its job
// and its student, no (job, student) pair twice, every 201 the clients saw is there, and the
// server starts again on the same DATA_DIR and keeps working.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentJobList } from '@portal/contracts';
import { openDatabase } from '../db/client.ts';
import { call, loginStudent, startChildServer, type ChildServer } from './faults-server.ts';

type Rows<T> = { rows: T[] };

// PGlite recovery after a crash: the PostgreSQL stage has its own fault proof (faults.pg-restart).
describe.skipIf(process.env.TEST_DATABASE_URL)('fault: server killed during applications', () => {
  let dataDir = '';
  const servers: ChildServer[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-fault-apply-'));
  });
  afterAll(async () => {
    for (const s of servers) await s.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves only whole, unique rows and the server restarts on the same data', async () => {
    const first = await startChildServer(dataDir);
    servers.push(first);
    const students = await Promise.all([
      loginStudent(first.base, '2024001').then((s) => ({ ...s, ra: '2024001' })),
      loginStudent(first.base, '2024002').then((s) => ({ ...s, ra: '2024002' })),
    ]);
    const jobs = await call<StudentJobList>(first.base, 'GET', '/jobs-for-student?limit=50', {
      token: students[0]!.token,
    });
    const jobIds = jobs.body.data.map((j) => j.id);
    expect(jobIds.length).toBeGreaterThan(10);

    // Every student applies to every open job, each twice, all at once; the server dies once the
    // first forty answers are back, with the rest in flight.
    const acknowledged: number[] = [];
    let answered = 0;
    let killing: Promise<void> | null = null;
    const burst = students.flatMap((s) =>
      jobIds.flatMap((jobId) =>
        [0, 1].map(() =>
          call<{ id: number }>(first.base, 'POST', '/applications', {
            token: s.token,
            body: { job_id: jobId, ra: s.ra },
          }).then(
            (r) => {
              if (r.status === 201) acknowledged.push(r.body.id);
              else expect([409, 503]).toContain(r.status);
              if (++answered === 40) killing = first.kill('SIGKILL');
            },
            () => undefined, // cut by the kill
          ),
        ),
      ),
    );
    await Promise.all(burst);
    await (killing ?? first.kill('SIGKILL'));
    expect(answered).toBeLessThan(burst.length);
    expect(acknowledged.length).toBeGreaterThan(0);

    // The data directory as the crash left it, opened (and recovered) in this process.
    const database = await openDatabase({ dataDir });
    try {
      const pglite = database.pglite!;
      const orphans: Rows<{ n: number }> = await pglite.query(
        `SELECT count(*)::int AS n FROM applications a LEFT JOIN jobs j ON j.id = a.job_id LEFT JOIN students s ON s.id = a.student_id
         WHERE j.id IS NULL OR s.id IS NULL OR a.created_at IS NULL`,
      );
      expect(orphans.rows[0]!.n).toBe(0);
      const twice: Rows<unknown> = await pglite.query(
        'SELECT job_id, student_id FROM applications GROUP BY 1, 2 HAVING count(*) > 1',
      );
      expect(twice.rows).toEqual([]);
      const kept: Rows<{ id: number }> = await pglite.query('SELECT id FROM applications WHERE id = ANY($1::int[])', [
        acknowledged,
      ]);
      expect(kept.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      await database.close();
    }

    // The server starts again on the same DATA_DIR and serves: its own view agrees, a duplicate
    // is still refused, a withdrawal works.
    const second = await startChildServer(dataDir);
    servers.push(second);
    const ana = await loginStudent(second.base, '2024001');
    const mine = await call<{ meta: { total: number }; data: Array<{ id: number; job_id: number }> }>(
      second.base,
      'GET',
      '/applications?limit=100',
      { token: ana.token },
    );
    expect(mine.status).toBe(200);
    const anaJobs = mine.body.data.map((a) => a.job_id);
    expect(new Set(anaJobs).size).toBe(anaJobs.length);
    if (mine.body.data.length > 0) {
      const one = mine.body.data[0]!;
      expect(
        (
          await call(second.base, 'POST', '/applications', {
            token: ana.token,
            body: { job_id: one.job_id, ra: '2024001' },
          })
        ).status,
      ).toBe(409);
      expect((await call(second.base, 'DELETE', `/applications/${one.id}`, { token: ana.token })).status).toBe(204);
    }
    const fresh = jobIds.find((id) => !anaJobs.includes(id) || id === mine.body.data[0]?.job_id);
    if (fresh !== undefined)
      expect(
        (await call(second.base, 'POST', '/applications', { token: ana.token, body: { job_id: fresh, ra: '2024001' } }))
          .status,
      ).toBe(201);
    await second.kill('SIGTERM');
  }, 240_000);
});
