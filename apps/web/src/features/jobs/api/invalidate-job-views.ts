import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** A job change also shows on companies (their vacancies count). */
export const invalidateJobViews = (client: QueryClient) =>
  invalidateKeys(client, queryKeys.jobs.all, queryKeys.companies.all);
