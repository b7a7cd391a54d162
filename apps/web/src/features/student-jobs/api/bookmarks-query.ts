import { queryOptions } from '@tanstack/react-query';
import { studentBookmarkListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/student-bookmark`: the student's saved jobs ('Minhas vagas'), newest first. */
export const bookmarksQueryOptions = queryOptions({
  queryKey: queryKeys.studentJobs.bookmarks,
  queryFn: ({ signal }) => apiFetch('/student-bookmark', { signal, schema: studentBookmarkListSchema }),
});
