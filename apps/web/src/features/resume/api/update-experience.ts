import { useMutation, useQueryClient } from '@tanstack/react-query';
import { professionalExperienceSchema, type UpdateProfessionalExperienceInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `PUT /api/professional-experiences/:id` with the full body, or only `{ visible }` (the switch). */
export const useUpdateExperience = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateProfessionalExperienceInput }) =>
      apiFetch(`/professional-experiences/${id}`, { method: 'PUT', body, schema: professionalExperienceSchema }),
    onSuccess: () => invalidateResume(client),
  });
};
