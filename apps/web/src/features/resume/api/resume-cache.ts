import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Any resume change shows on the resume, its public page and the staff views of applications. */
export const invalidateResume = (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.students.all });

/** Uploads (a 5 MB picture, a 10 MB certificate) can take longer than the 5000 ms of plain calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;
