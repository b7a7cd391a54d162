import { queryOptions } from '@tanstack/react-query';
import { studentBookmarkListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { STUDENT_JOBS_KEY } from './query-keys';

/** `GET /api/student-bookmark`: the student's saved jobs ('Minhas vagas'), newest first. */
export const bookmarksQueryOptions = queryOptions({
  queryKey: [STUDENT_JOBS_KEY, 'bookmarks'],
  queryFn: ({ signal }) => apiFetch('/student-bookmark', { signal, schema: studentBookmarkListSchema }),
});
