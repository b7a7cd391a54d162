import { queryOptions } from '@tanstack/react-query';
import { publishedVideoSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/video/auditions/{ra}/published`: the candidate's published video CV, or null (404)
 * when none is published. The link is short-lived, so it is fetched again at every opening.
 */
export const publishedVideoQueryOptions = (ra: string) =>
  queryOptions({
    queryKey: queryKeys.applications.publishedVideo(ra),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/video/auditions/${encodeURIComponent(ra)}/published`, {
          signal,
          schema: publishedVideoSchema,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
  });
