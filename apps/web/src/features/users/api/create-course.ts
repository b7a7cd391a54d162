import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceItemSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/courses {name}` (admin): the CSV preview's 'Criar curso' for a course the file names but the portal lacks. */
export const useCreateCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch('/courses', { method: 'POST', body: { name }, schema: referenceItemSchema }),
    onSuccess: () =>
      Promise.all([['courses'], ['reference-data']].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};
