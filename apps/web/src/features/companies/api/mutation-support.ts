import type { QueryClient } from '@tanstack/react-query';

/** A company change also shows on users (their companies) and jobs (company names, filter). */
export const invalidateCompanyViews = (client: QueryClient) =>
  Promise.all(['companies', 'users', 'jobs'].map((key) => client.invalidateQueries({ queryKey: [key] })));

/** Uploads of two 5 MB images can take longer than the 5000 ms of plain calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;
