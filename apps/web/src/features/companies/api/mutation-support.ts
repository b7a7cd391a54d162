import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** A company change also shows on users (their companies) and jobs (company names, filter). */
export const invalidateCompanyViews = (client: QueryClient) =>
  invalidateKeys(client, queryKeys.companies.all, queryKeys.users.all, queryKeys.jobs.all);

/** Uploads of two 5 MB images can take longer than the 5000 ms of plain calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;
