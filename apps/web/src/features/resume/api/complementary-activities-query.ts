import { queryOptions } from '@tanstack/react-query';
import { complementaryActivitiesSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/students/:id/complementary-activities`: hours used and maximum per modality (the
 * university gateway, or the portal's own table). The gateway may be slow: 15 s instead of 5 s.
 */
export const complementaryActivitiesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.students.complementaryActivities(id),
    queryFn: ({ signal }) =>
      apiFetch(`/students/${id}/complementary-activities`, {
        signal,
        schema: complementaryActivitiesSchema,
        timeoutMs: 15_000,
      }),
    staleTime: 5 * 60_000,
  });
