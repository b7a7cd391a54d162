import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest alone (wall seconds on a quiet 2-core machine, fourth session):
 * the maintenance cron test waits for two real minute ticks (64 s), the hostile-input proof
 * sends 4,142 requests (49 s). Vitest orders files by the durations it cached from the last run,
 * and by file size on a fresh clone (CI): there these small files started last and ran alone at
 * the end of the stage. Started first, they overlap everything else.
 */
const SLOW_FIRST = [
  'apps/api/src/queue/maintenance.job.test.ts',
  'apps/api/src/proof/hostile-input.test.ts',
  'apps/api/src/proof/multi-instance.test.ts',
  'apps/api/src/proof/faults.apply-kill.test.ts',
  'apps/api/src/proof/authorization-matrix.test.ts',
  'apps/api/src/proof/faults.upload-kill.test.ts',
  'apps/api/src/proof/max-size-strings.test.ts',
  'apps/api/src/proof/compiled-start.test.ts',
  'apps/api/src/modules/stage/face/face.routes.test.ts',
  'apps/api/src/modules/stage/face/face.queue.test.ts',
  'apps/api/src/modules/analysis/analysis.flow.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const i = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return i < 0 ? SLOW_FIRST.length : i;
};

/** Vitest's own order (cached durations, then size), with the known slow files moved to the front. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: files outside the list keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
