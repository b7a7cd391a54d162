import { queryOptions } from '@tanstack/react-query';
import { publicStudentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { publicStudentPath } from './public-student-path';

/** `GET /api/students/:id/public?key=` (no token needed): visible items only, with the shared link's key. */
export const publicStudentQueryOptions = (id: number, key: string) =>
  queryOptions({
    queryKey: queryKeys.students.public(id, key),
    queryFn: ({ signal }) =>
      apiFetch(publicStudentPath(id, key), {
        signal,
        schema: publicStudentSchema,
        expireOn401: false,
      }),
    retry: false,
  });
