import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceKind } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateReferenceData } from './invalidate-reference-data';

/** `DELETE /api/{kind}/:id` (admin) → 204; 409 while records use it. */
export const useDeleteReferenceItem = (kind: ReferenceKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateReferenceData(client, kind),
  });
};
