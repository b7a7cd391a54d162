import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceItemSchema, type ReferenceInput, type ReferenceKind } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateReferenceData } from './invalidate-reference-data';

/** `POST /api/{kind} {name, id_knowledge_area?}` (admin) → 201 with the item; 422 on a duplicate name. */
export const useCreateReferenceItem = (kind: ReferenceKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceInput) => apiFetch(`/${kind}`, { method: 'POST', body, schema: referenceItemSchema }),
    onSuccess: () => invalidateReferenceData(client, kind),
  });
};
