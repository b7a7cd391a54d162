import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { stagePreferencesSchema, type StagePreferences } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/preferences`: whether the student uses the face analysis. */
export const stagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.preferences,
    queryFn: ({ signal }) => apiFetch('/stage/preferences', { signal, schema: stagePreferencesSchema }),
  });

/** `PUT /api/stage/preferences`. */
export const useSaveStagePreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StagePreferences) =>
      apiFetch('/stage/preferences', { method: 'PUT', body, schema: stagePreferencesSchema }),
    onSuccess: (data) => client.setQueryData(queryKeys.stage.preferences, data),
  });
};
