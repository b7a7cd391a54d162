import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type StagePreferences, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/preferences`: whether the student uses the face analysis. */
export const stagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.preferences,
    queryFn: ({ signal }) => callApi(stageApi.preferences, { signal }),
  });

/** `PUT /api/stage/preferences`. */
export const useSaveStagePreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StagePreferences) => callApi(stageApi.setPreferences, { body }),
    onSuccess: (data) => client.setQueryData(queryKeys.stage.preferences, data),
  });
};
