/** 'city - state' as the job cards show it. */
export const jobPlace = (job: { city: string; state: string }): string =>
  [job.city, job.state].filter(Boolean).join(' - ');
