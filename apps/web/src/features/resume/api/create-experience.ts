import { useMutation, useQueryClient } from '@tanstack/react-query';
import { professionalExperienceSchema, type CreateProfessionalExperienceInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `POST /api/professional-experiences` → 201 with the experience. */
export const useCreateExperience = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProfessionalExperienceInput) =>
      apiFetch('/professional-experiences', { method: 'POST', body, schema: professionalExperienceSchema }),
    onSuccess: () => invalidateResume(client),
  });
};
