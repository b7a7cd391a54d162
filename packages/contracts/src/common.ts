import { z } from 'zod';

/** `{ errors: [{ field, rule, message }] }` with 422, or `{ errors: [{ message }] }` otherwise. */
export const errorItemSchema = z.object({
  field: z.string().optional(),
  rule: z.string().optional(),
  message: z.string(),
});
export const errorResponseSchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const paginationMetaSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  first_page: z.number().int(),
  /** True when `total` stopped counting at a cap: there are at least that many. */
  capped: z.boolean().optional(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ meta: paginationMetaSchema, data: z.array(item) });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const messageResponseSchema = z.object({ message: z.string() });

/** The message of a required field left empty: 'O campo "Nome" é obrigatório!'. */
export const requiredMessage = (label: string) => `O campo "${label}" é obrigatório!`;

/** A required text field: missing, not a string or blank all give the same Portuguese message. */
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo de ${max} caracteres` });
