import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SlowFirstSequencer } from './slow-first-sequencer.ts';

const root = '/repo';
const spec = (path: string) =>
  ({
    moduleId: `${root}/${path}`,
    project: { name: 'api', config: { sequence: { groupOrder: 0 }, isolate: false } },
  }) as unknown as TestSpecification;
/** A fresh clone's cache: no durations, only file sizes (larger first in Vitest's own order). */
const sizes: Record<string, number> = {
  'api:apps/api/src/big.test.ts': 9_000,
  'api:apps/api/src/small.test.ts': 100,
  'api:apps/api/src/queue/maintenance.job.test.ts': 2_000,
  'api:apps/api/src/proof/hostile-input.test.ts': 5_000,
};
const ctx = {
  config: { root },
  cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes[key] ?? 0 }) },
} as unknown as Vitest;

describe('slow-first sequencer', () => {
  it('starts the known slow files first, the others in Vitest order (largest first without durations)', async () => {
    const files = ['small', 'queue/maintenance.job', 'big', 'proof/hostile-input'].map((f) =>
      spec(`apps/api/src/${f}.test.ts`),
    );
    const sorted = await new SlowFirstSequencer(ctx).sort(files);
    expect(sorted.map((s) => s.moduleId.slice(root.length + 1))).toEqual([
      'apps/api/src/queue/maintenance.job.test.ts',
      'apps/api/src/proof/hostile-input.test.ts',
      'apps/api/src/big.test.ts',
      'apps/api/src/small.test.ts',
    ]);
  });
});
