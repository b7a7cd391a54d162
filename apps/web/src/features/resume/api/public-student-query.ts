import { queryOptions } from '@tanstack/react-query';
import { publicStudentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/students/:id/public` (no token needed): visible items only. */
export const publicStudentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['students', 'public', id],
    queryFn: ({ signal }) =>
      apiFetch(`/students/${id}/public`, { signal, schema: publicStudentSchema, expireOn401: false }),
  });
