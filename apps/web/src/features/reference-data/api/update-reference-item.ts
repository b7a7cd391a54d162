import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceItemSchema, type ReferenceInput, type ReferenceKind } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateReferenceData } from './invalidate-reference-data';

/** `PUT /api/{kind}/:id {name, retired?, id_knowledge_area?}` (admin) → 200: rename, retire or bring back. */
export const useUpdateReferenceItem = (kind: ReferenceKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReferenceInput }) =>
      apiFetch(`/${kind}/${id}`, { method: 'PUT', body, schema: referenceItemSchema }),
    onSuccess: () => invalidateReferenceData(client, kind),
  });
};
