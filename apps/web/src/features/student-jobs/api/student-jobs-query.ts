import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, studentJobListSchema, type StudentJobSort } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StudentJobsParams {
  title: string;
  state: string;
  city: string;
  page: number;
  sort?: StudentJobSort | '';
  contract_types_id?: string[];
  knowledge_areas_id?: string[];
  work_mode?: string[];
}

/**
 * `GET /api/jobs-for-student?title&state&city&page&limit=10` (and the sort and the facets'
 * filters): open jobs, the most relevant or the newest first. A search asks for the facets too.
 */
export const studentJobsQueryOptions = (params: StudentJobsParams, limit: number = PAGE_SIZE, facets = false) =>
  queryOptions({
    queryKey: queryKeys.studentJobs.search({ ...params, limit, facets }),
    queryFn: ({ signal }) =>
      apiFetch('/jobs-for-student', {
        signal,
        query: {
          title: params.title.trim(),
          state: params.state,
          city: params.city.trim(),
          page: params.page,
          limit,
          sort: params.sort,
          contract_types_id: params.contract_types_id,
          knowledge_areas_id: params.knowledge_areas_id,
          work_mode: params.work_mode,
          facets: facets ? '1' : undefined,
        },
        schema: studentJobListSchema,
      }),
    placeholderData: keepPreviousData,
  });
