import { queryOptions } from '@tanstack/react-query';
import { eventTypeListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/event-type`: the event types of the event form's select. */
export const eventTypesQueryOptions = queryOptions({
  queryKey: queryKeys.eventTypes,
  queryFn: ({ signal }) => apiFetch('/event-type', { signal, schema: eventTypeListSchema }),
  staleTime: 10 * 60_000,
});
