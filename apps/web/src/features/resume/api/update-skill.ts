import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillSchema, type UpdateSkillInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `PUT /api/skills/:id` → 200 with the skill. */
export const useUpdateSkill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSkillInput }) =>
      apiFetch(`/skills/${id}`, { method: 'PUT', body, schema: skillSchema }),
    onSuccess: () => invalidateResume(client),
  });
};
