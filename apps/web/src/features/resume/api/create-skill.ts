import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillSchema, type CreateSkillInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `POST /api/skills/` → 201 with the skill. */
export const useCreateSkill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSkillInput) => apiFetch('/skills/', { method: 'POST', body, schema: skillSchema }),
    onSuccess: () => invalidateResume(client),
  });
};
