import { queryOptions } from '@tanstack/react-query';
import { auditionListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/auditions?code=`: one of the student's submissions by its code (the feedback e-mail's link). */
export const auditionByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.stage.auditionByCode(code),
    queryFn: ({ signal }) =>
      apiFetch('/stage/auditions', {
        signal,
        query: { code, recognition: 1, activity: 1, limit: 1 },
        schema: auditionListSchema,
      }),
    select: (page) => page.data[0] ?? null,
  });
