import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** Nice value of every thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
const niceValues = (): number[] =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe.runIf(process.platform === 'linux')('face worker priority', () => {
  it('runs the face worker thread at the lowest priority, leaving the other threads alone', async () => {
    const before = niceValues().filter((n) => n === 19).length;
    const worker = new Worker(new URL('./face.worker.mjs', import.meta.url));
    try {
      await new Promise((resolve) => worker.once('online', resolve));
      // The worker lowers itself as its module runs, just after it comes online.
      await expect.poll(() => niceValues().filter((n) => n === 19).length).toBe(before + 1);
      expect(niceValues().filter((n) => n !== 19 && n !== 0)).toEqual([]);
    } finally {
      await worker.terminate();
    }
  });

  it('takes the nice value the analyser asks for', async () => {
    const worker = new Worker(new URL('./face.worker.mjs', import.meta.url), { workerData: { nice: 7 } });
    try {
      await new Promise((resolve) => worker.once('online', resolve));
      await expect.poll(() => niceValues().filter((n) => n === 7).length).toBe(1);
    } finally {
      await worker.terminate();
    }
  });
});
