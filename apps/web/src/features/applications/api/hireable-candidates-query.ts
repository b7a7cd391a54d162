import { queryOptions } from '@tanstack/react-query';
import { applicationListSchema, capitalizeName } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Candidates offered per search in 'Candidato contratado': the list narrows as the user types. */
export const HIRE_OPTIONS = 20;

export interface CandidateOption {
  id: number;
  label: string;
}

/**
 * `GET /api/applications?job_id&hireable=true&name=&limit=20`: the job's candidates who can still be
 * marked hired, searched on the server, so a job with thousands of them never sends them all.
 */
export const hireableCandidatesQueryOptions = (jobId: number, search: string) =>
  queryOptions({
    queryKey: queryKeys.applications.hireable(jobId, search),
    queryFn: ({ signal }) =>
      apiFetch('/applications', {
        signal,
        query: { job_id: jobId, hireable: 'true', name: search || undefined, limit: HIRE_OPTIONS, page: 1 },
        schema: applicationListSchema,
      }).then((r) => ({
        options: r.data.map((a): CandidateOption => ({
          id: a.id,
          label: `${capitalizeName(a.student.user.name)} (RA ${a.ra})`,
        })),
        total: r.meta.total,
      })),
    staleTime: 30_000,
  });
