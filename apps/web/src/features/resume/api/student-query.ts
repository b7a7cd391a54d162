import { queryOptions } from '@tanstack/react-query';
import { studentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/students/:id`: profile, skills, experiences and events. Staff receive a read-only view
 * without hidden items (`can_edit` false).
 */
export const studentQueryOptions = (id: number, jobId?: number) =>
  queryOptions({
    queryKey: queryKeys.students.detail(id),
    // `job_id`: staff came from that job's applicants ('Currículo visualizado' for that application).
    queryFn: ({ signal }) =>
      apiFetch(`/students/${id}`, { signal, schema: studentSchema, ...(jobId && { query: { job_id: jobId } }) }),
  });
