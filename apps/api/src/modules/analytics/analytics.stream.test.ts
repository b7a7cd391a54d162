import type { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsOverview } from '@portal/contracts';
import { csvStream, xlsxStream } from './analytics.export.ts';
import type { ExportRow } from './analytics.repository.ts';

const BATCHES = 400;
const overview: AnalyticsOverview = {
  from: '2025-01-01',
  to: '2025-06-30',
  applications: BATCHES * 250,
  applicants: 1,
  hired: 0,
  hired_students: 0,
  placement_rate: 0,
  median_days_to_hire: null,
  median_days_open: null,
  video_cv_share: null,
  open_jobs: 1,
  new_jobs: 1,
  by_month: [],
  by_course: [],
  by_company: [],
  jobs_by_state: [],
  funnel: [],
  internships: {
    active: 0,
    started: 0,
    completed: 0,
    by_course: [],
    by_company: [],
    by_month: [],
    reports_on_time: 0,
    reports_overdue: 0,
    mean_duration_days: null,
  },
};

/** Batches of rows that do not compress away, counting how many the export has asked for. */
const source = () => {
  const state = { produced: 0 };
  const batches = (async function* () {
    for (let b = 0; b < BATCHES; b++) {
      state.produced++;
      yield Array.from({ length: 250 }, (_, i): ExportRow => ({
        id: b * 250 + i,
        applied_at: new Date(Date.UTC(2025, 0, 1) + b * 60_000 + i),
        key_at: '',
        job: `Vaga ${Math.random()}`,
        company: `Empresa ${Math.random()}`,
        contract_type: null,
        state: 'SP',
        city: 'São Paulo',
        course: null,
        student: `Estudante ${Math.random()}`,
        ra: String(i),
        stage: 'received',
        hired_at: null,
      }));
    }
  })();
  return { state, batches };
};

/** Waits until the export has stopped asking for rows (several turns of the event loop with none). */
const settled = async (state: { produced: number }) => {
  await vi.waitFor(async () => {
    const asked = state.produced;
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(state.produced).toBe(asked);
  });
};

describe.each([
  ['csv', (b: AsyncIterable<ExportRow[]>): Readable => csvStream(b)],
  ['xlsx', (b: AsyncIterable<ExportRow[]>): Readable => xlsxStream(overview, b)],
])('export.%s as a stream', (_format, write) => {
  it('reads rows only as the client takes the file: a client that stops reading stops the rows', async () => {
    const { state, batches } = source();
    const stream = write(batches);
    const chunks = stream[Symbol.asyncIterator]();
    let bytes = 0;
    // Read until the rows have started (the BOM, or the archive's first parts, come before them).
    while (state.produced === 0) {
      const chunk = await chunks.next();
      expect(chunk.done).toBe(false);
      bytes += chunk.value.length;
    }
    expect(bytes).toBeGreaterThan(0);
    // The client has stopped reading: the buffers between the rows and it fill, then the rows stop
    // after a few batches. A writer that gathered the file would go on to the last row.
    await settled(state);
    expect(state.produced).toBeLessThan(BATCHES / 10);
    for (let chunk = await chunks.next(); !chunk.done; chunk = await chunks.next()) bytes += chunk.value.length;
    expect(state.produced).toBe(BATCHES);
  });
});
