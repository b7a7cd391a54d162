import { queryOptions } from '@tanstack/react-query';
import { studentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export const studentKey = (id: number) => ['students', 'detail', id] as const;

/**
 * `GET /api/students/:id`: profile, skills, experiences and events. Staff receive a read-only view
 * without hidden items (`can_edit` false).
 */
export const studentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKey(id),
    queryFn: ({ signal }) => apiFetch(`/students/${id}`, { signal, schema: studentSchema }),
  });
