import { queryOptions } from '@tanstack/react-query';
import { eventTypeListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/event-type`: the event types of the event form's select. */
export const eventTypesQueryOptions = queryOptions({
  queryKey: ['event-types'],
  queryFn: ({ signal }) => apiFetch('/event-type', { signal, schema: eventTypeListSchema }),
  staleTime: 10 * 60_000,
});
