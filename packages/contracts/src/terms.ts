import { z } from 'zod';
import { requiredText } from './common.ts';
import { messages } from './messages.ts';
import { route } from './route.ts';

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

/** The most a term may hold: a long contract, far above any real one. */
export const TERM_TEXT_MAX = 100_000;

/** `GET /api/terms/versions` (admin): every version, newest first, with how many accepted it. */
export const termVersionSchema = termSchema.extend({
  created_at: z.string(),
  signatures: z.number().int(),
});
export type TermVersion = z.infer<typeof termVersionSchema>;
export const termVersionsResponseSchema = z.array(termVersionSchema);

/** `POST /api/terms` (admin): publishes a new version; the newest of a type is the one users accept. */
export const publishTermRequestSchema = z.object({
  type: z.enum(TERM_TYPES),
  term_text: requiredText(messages.terms.textRequired, TERM_TEXT_MAX),
});
export type PublishTermRequest = z.infer<typeof publishTermRequestSchema>;

/** The terms of use: read by anyone, accepted by students, published by the office (docs/decisions/024-route-table.md). */
export const termsApi = {
  list: route({ method: 'GET', path: '/terms', responses: { 200: termsResponseSchema } }),
  sign: route({
    method: 'POST',
    path: '/terms/sign',
    body: signTermRequestSchema,
    responses: { 201: signTermResponseSchema },
  }),
  versions: route({ method: 'GET', path: '/terms/versions', responses: { 200: termVersionsResponseSchema } }),
  publish: route({
    method: 'POST',
    path: '/terms',
    body: publishTermRequestSchema,
    responses: { 201: termVersionSchema },
  }),
};
