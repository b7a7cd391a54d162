import { queryOptions } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/auditions?code=`: one of the student's submissions by its code (the feedback e-mail's link). */
export const auditionByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.stage.auditionByCode(code),
    queryFn: ({ signal }) =>
      callApi(stageApi.auditions, { signal, query: { code, recognition: '1', activity: '1', limit: 1 } }),
    select: (page) => page.data[0] ?? null,
  });
