import { queryOptions } from '@tanstack/react-query';
import { activitySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/activities/{id}?item=1`: the activity with its check items (404 when unknown). */
export const activityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.stage.activity(id),
    queryFn: ({ signal }) =>
      apiFetch(`/stage/activities/${id}`, { signal, query: { item: 1 }, schema: activitySchema }),
  });
