import { z } from 'zod';

export const TERM_TYPES = ['aluno', 'empresa'] as const;

export const termSchema = z.object({
  id: z.number().int(),
  type: z.enum(TERM_TYPES),
  term_text: z.string(),
});
export type Term = z.infer<typeof termSchema>;
export const termsResponseSchema = z.array(termSchema);

export const signTermRequestSchema = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
  term_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type SignTermRequest = z.infer<typeof signTermRequestSchema>;
export const signTermResponseSchema = z.object({
  user_id: z.number().int(),
  term_id: z.number().int(),
  signed_at: z.string(),
});
