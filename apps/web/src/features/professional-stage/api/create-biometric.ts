import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BiometricPose, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { uploadFile } from './upload-file';
import { queryKeys } from '../../../lib/query-keys';

/** Uploads a captured photo through the signing service, then `POST /api/stage/biometrics { file_key, pose }`. */
export const useCreateBiometric = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, pose }: { photo: Blob; pose: BiometricPose }) => {
      const key = await uploadFile(photo, `biometria-${pose}.jpg`);
      return callApi(stageApi.createBiometric, { body: { file_key: key, pose } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.biometrics }),
  });
};
