/** Every job the system runs; each must have exactly one handler (checked at start-up). */
export const JOB_NAMES = [
  'analyze-audition',
  'analyze-audition-dead',
  'maintenance',
  'close-jobs',
  'stage-mail',
  'job-alerts-instant',
  'job-alerts-digest',
  'internship-mail',
  'internship-deadlines',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export interface QueuePolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each one when retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still active after this long is failed (and retried): a dead worker loses nothing. */
  expireInSeconds: number;
  /** Where a job goes after its last failed attempt. */
  deadLetter?: JobName;
  /** At most one waiting and one running job per singleton key (pg-boss 'stately'). */
  stately?: boolean;
}

export interface JobDefinition<T extends object = object> {
  name: JobName;
  policy: QueuePolicy;
  /** Sent by pg-boss's clock on this cron, once per tick for the whole cluster. */
  cron?: string;
  /** The cron's time zone (pg-boss reads it in UTC otherwise). */
  tz?: string;
  handler(data: T, ctx: JobContext): Promise<void>;
}

/** Throws with every job name that has no handler or more than one, and every unknown name. */
export const assertRegistry = (
  definitions: ReadonlyArray<{ name: string }>,
  names: readonly string[] = JOB_NAMES,
): void => {
  const count = new Map<string, number>();
  for (const d of definitions) count.set(d.name, (count.get(d.name) ?? 0) + 1);
  const problems = [
    ...names.filter((n) => !count.has(n)).map((n) => `job '${n}' has no handler`),
    ...[...count].filter(([, c]) => c > 1).map(([n, c]) => `job '${n}' has ${c} handlers`),
    ...[...count.keys()].filter((n) => !names.includes(n)).map((n) => `job '${n}' is not a known job name`),
  ];
  if (problems.length) throw new Error(`Job registry: ${problems.join('; ')}`);
};
