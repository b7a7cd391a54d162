import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Process-wide metrics (one per Node process, whatever number of apps it builds): Node's own
 * process metrics and the duration of queued jobs, observed where the jobs run.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const jobDuration = new Histogram({
  name: 'portal_job_duration_seconds',
  help: 'Time a queued job took in this process, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
  registers: [processMetrics],
});
