import { useMutation, useQueryClient } from '@tanstack/react-query';
import { biometricSchema, type BiometricPose } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { uploadFile } from './upload-file';
import { queryKeys } from '../../../lib/query-keys';

/** Uploads a captured photo through the signing service, then `POST /api/stage/biometrics { file_key, pose }`. */
export const useCreateBiometric = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, pose }: { photo: Blob; pose: BiometricPose }) => {
      const key = await uploadFile(photo, `biometria-${pose}.jpg`);
      return apiFetch('/stage/biometrics', { method: 'POST', body: { file_key: key, pose }, schema: biometricSchema });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.biometrics }),
  });
};
