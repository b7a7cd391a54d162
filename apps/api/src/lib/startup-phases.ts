import { performance } from 'node:perf_hooks';

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * How long each step of start-up took, logged as `start-up phases` when the server listens and
 * again when it is ready, so a slow start names its slow step (docs/decisions/014-scale-out.md).
 * `ms` is wall time, `cpuMs` the process's processor time (which other work on a shared machine
 * inflates less). `modules` runs from the process's start to the first mark: Node itself and the
 * imports of the bundle.
 */
export const startupPhases = () => {
  const ms: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  let last = { wall: performance.now(), cpu: cpuMs() };
  ms.modules = Math.round(last.wall);
  cpu.modules = Math.round(last.cpu);
  return {
    mark(name: string): void {
      const now = { wall: performance.now(), cpu: cpuMs() };
      ms[name] = Math.round(now.wall - last.wall);
      cpu[name] = Math.round(now.cpu - last.cpu);
      last = now;
    },
    /** The phases so far and the time since the process started. */
    report: () => ({ ms: { ...ms, total: Math.round(last.wall) }, cpuMs: { ...cpu, total: Math.round(last.cpu) } }),
  };
};
