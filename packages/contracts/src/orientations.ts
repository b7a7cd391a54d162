import { z } from 'zod';
import { paginated } from './common.ts';

const notEmpty = (label: string) => `O campo "${label}" não pode ser vazio!`;
const text = (label: string, max: number) =>
  z
    .string({ error: notEmpty(label) })
    .trim()
    .min(1, { error: notEmpty(label) })
    .max(max, { error: `Máximo de ${max} caracteres` });

export const orientationMessages = {
  created: 'Orientação cadastrado com sucesso!',
  createFailed: 'Falha ao cadastrar orientação',
  updated: 'Orientação atualizada com sucesso!',
  updateFailed: 'Falha ao atualizar orientação',
  removed: 'Orientação removida com sucesso!',
  removeFailed: 'Falha ao remover orientação',
  bannerRequired: notEmpty('Banner'),
  invalidImage: 'Por favor, escolha uma imagem válida.',
  invalidLink: 'Informe um link válido (http ou https)',
  notFound: 'Orientação não encontrada',
} as const;

/** Only web links: a javascript: link in a card would run in every student's browser. */
const link = text('Link', 1000).refine((v) => /^https?:\/\/[^\s]+$/i.test(v), {
  error: orientationMessages.invalidLink,
});
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const createOrientationSchema = z.object({
  title: text('Título', 255),
  description: text('Descrição', 5000),
  access_link: link,
  show: flag.optional(),
});
export const updateOrientationSchema = createOrientationSchema.partial();

export const orientationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  access_link: z.string(),
  banner_path: z.string().nullable(),
  show: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Orientation = z.infer<typeof orientationSchema>;
export const orientationListSchema = paginated(orientationSchema);
export const orientationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  title: z.string().trim().max(255).optional(),
});
