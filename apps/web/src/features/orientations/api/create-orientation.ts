import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orientationSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { orientationBody, type OrientationFields } from './orientation-body';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/orientations` multipart (title, description, access_link, banner_path image) → 201. */
export const useCreateOrientation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, banner }: { fields: Required<Omit<OrientationFields, 'show'>>; banner: File }) =>
      apiFetch('/orientations', { method: 'POST', body: orientationBody(fields, banner), schema: orientationSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.orientations.all }),
  });
};
