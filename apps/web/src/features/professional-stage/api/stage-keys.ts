/** Query keys of the professional stage; mutations invalidate by prefix. */
export const stageKeys = {
  all: ['stage'] as const,
  activities: ['stage', 'activities'] as const,
  activity: (id: number) => ['stage', 'activities', id] as const,
  auditions: ['stage', 'auditions'] as const,
  biometrics: ['stage', 'biometrics'] as const,
  consent: ['stage', 'biometric-consent'] as const,
  recorderAudition: (activityId: number, jobId: number | null) =>
    ['stage', 'recorder-audition', activityId, jobId] as const,
  interview: (jobId: number) => ['stage', 'interview', jobId] as const,
  appliedJobs: ['stage', 'applied-jobs'] as const,
  /** GET /api/gpt/{id} and /api/comprehend/{id} of one submission. */
  analysis: (auditionId: number) => ['stage', 'analysis', auditionId] as const,
};

/** Video uploads of up to 100 MB take longer than the 5000 ms of plain calls. */
export const SLOW_CALL_MS = 30_000;
