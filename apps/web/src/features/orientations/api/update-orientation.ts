import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orientationSchema, type Orientation } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { orientationBody, type OrientationFields } from './orientation-body';
import { queryKeys } from '../../../lib/query-keys';

interface UpdateOrientationVariables {
  id: number;
  fields: OrientationFields;
  /** A new banner image, or null to keep the current one. */
  banner?: File | null;
}

/** `PUT /api/orientations/:id`: multipart with a new banner, otherwise JSON; optional fields incl. `show`. */
export const useUpdateOrientation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, banner = null }: UpdateOrientationVariables): Promise<Orientation> =>
      apiFetch(`/orientations/${id}`, {
        method: 'PUT',
        body: orientationBody(fields, banner),
        schema: orientationSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.orientations.all }),
  });
};
