import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceItemSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** `POST /api/courses {name}` (admin): the CSV preview's 'Criar curso' for a course the file names but the portal lacks. */
export const useCreateCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch('/courses', { method: 'POST', body: { name }, schema: referenceItemSchema }),
    onSuccess: () => invalidateKeys(client, queryKeys.courses, queryKeys.referenceData.all),
  });
};
