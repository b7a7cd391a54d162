import { z } from 'zod';
import { paginated } from './common.ts';

/** A course a student is enrolled in (docs/spec/03-entities.md#student: course {id, name, id_knowledge_area}). */
export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  id_knowledge_area: z.number().int().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** `GET /api/courses`: every active course, by name (the reference-data list, read as choices). */
export const coursesResponseSchema = z.object({ data: z.array(courseSchema) });

/** The three kinds of reference data the career office keeps (docs/decisions/017-career-office-screens.md). */
export const REFERENCE_KINDS = ['courses', 'knowledge-areas', 'event-types'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

const messagesFor = (one: string, article: 'o' | 'a', usedBy: string) => {
  const cap = one.charAt(0).toUpperCase() + one.slice(1);
  const suffix = article === 'a' ? 'a' : 'o';
  return {
    title: cap,
    created: `${cap} cadastrad${suffix} com sucesso!`,
    updated: `${cap} alterad${suffix} com sucesso!`,
    deleted: `${cap} excluíd${suffix} com sucesso!`,
    retired: `${cap} desativad${suffix}: não aparece mais nas novas escolhas.`,
    restored: `${cap} reativad${suffix}.`,
    failed: 'Não foi possível salvar, verifique seus dados e tente novamente!',
    nameRequired: 'O campo "Nome" é obrigatório!',
    nameTaken: `Já existe ${article === 'a' ? 'uma' : 'um'} ${one} com este nome`,
    inUse: `Est${article === 'a' ? 'a' : 'e'} ${one} está em uso por ${usedBy} e não pode ser excluíd${suffix}. Desative-${article} para que não apareça nas novas escolhas.`,
    notFound: `${cap} não encontrad${suffix}`,
    notSelectable: `${cap} desativad${suffix}: escolha outr${suffix}`,
  };
};

/** Portuguese messages of each kind, shared by the API and the 'Cadastros' screens. */
export const referenceMessages = {
  courses: messagesFor('curso', 'o', 'alunos'),
  'knowledge-areas': messagesFor('área de conhecimento', 'a', 'vagas ou cursos'),
  'event-types': messagesFor('tipo de evento', 'o', 'eventos de currículos'),
} as const satisfies Record<ReferenceKind, Record<string, string>>;

export const referenceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Courses only: the knowledge area the course belongs to. */
  id_knowledge_area: z.number().int().nullable().optional(),
  /** Set when retired: kept on the records that use it, no longer offered as a choice. */
  retired_at: z.string().nullable(),
  /** How many records use it (students, jobs and courses, or events); deletion needs 0. */
  in_use: z.number().int(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referenceListSchema = paginated(referenceItemSchema);
export type ReferenceList = z.infer<typeof referenceListSchema>;

/** Without `page` the whole (filtered) list comes back: choices in forms. With it, a page of `limit`. */
export const referenceQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(120).optional(),
  status: z.enum(['active', 'all']).default('active'),
});
export type ReferenceQuery = z.input<typeof referenceQuerySchema>;

export const referenceInputSchema = z.object({
  name: z
    .string({ error: 'O campo "Nome" é obrigatório!' })
    .trim()
    .min(1, { error: 'O campo "Nome" é obrigatório!' })
    .max(120, { error: 'Máximo de 120 caracteres' }),
  /** true retires, false brings back; absent leaves it as it is. */
  retired: z.boolean().optional(),
  id_knowledge_area: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type ReferenceInput = z.input<typeof referenceInputSchema>;
