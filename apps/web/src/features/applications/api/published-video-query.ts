import { queryOptions } from '@tanstack/react-query';
import { videoApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
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
        return await callApi(videoApi.published, { params: { ra }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
  });
