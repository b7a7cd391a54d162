import { PAGE_SIZE, type StudentJobSort } from '@portal/contracts';
import type { QueryValue } from '../../../lib/api-url';

/*
 * The query strings of the student's list requests, in their own module (no React, no TanStack
 * Query): the query options send them, and the entry sends the same URLs as the page starts
 * (app/early-requests.ts), so one definition serves both and the early answer is always taken.
 */

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

export const STUDENT_JOBS_PATH = '/jobs-for-student';

/** `GET /api/jobs-for-student?title&state&city&page&limit` (and the sort and the facets' filters). */
export const studentJobsQuery = (
  params: StudentJobsParams,
  limit: number = PAGE_SIZE,
  facets = false,
): Record<string, QueryValue> => ({
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
});

export const STUDENT_APPLICATIONS_PATH = '/applications';

/** `GET /api/applications?page&limit=10` as a student. */
export const studentApplicationsQuery = (page: number): Record<string, QueryValue> => ({ page, limit: PAGE_SIZE });
