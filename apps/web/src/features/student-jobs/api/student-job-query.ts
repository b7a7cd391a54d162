import { queryOptions } from '@tanstack/react-query';
import { studentJobDetailResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/jobs/:id/student`: one open job as the student sees it (404 once closed). Its key is
 * not under the lists' key: patchStudentJob rewrites those as lists.
 */
export const studentJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.studentJob(id),
    queryFn: async ({ signal }) => {
      const [job] = await apiFetch(`/jobs/${id}/student`, { signal, schema: studentJobDetailResponseSchema });
      if (!job) throw ApiError.fromBody(404, undefined);
      return job;
    },
    retry: false,
  });
