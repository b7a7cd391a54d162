import { z } from 'zod';

/** Synonyms the office keeps for the student search and the job alerts (docs/spec/07-api.md#search-synonyms). */
export const searchSynonymMessages = {
  title: 'Sinônimos da busca',
  intro: 'Palavras que a busca de vagas e os alertas tratam como iguais (por exemplo: dev, desenvolvedor).',
  created: 'Sinônimos salvos',
  removed: 'Sinônimos excluídos',
  confirmRemove: 'Excluir este grupo de sinônimos?',
  empty: 'Nenhum sinônimo cadastrado',
  tooFew: 'Informe ao menos dois termos diferentes',
  termsLabel: 'Termos (separados por vírgula)',
  notFound: 'Grupo de sinônimos não encontrado',
} as const;

const term = z
  .string()
  .trim()
  .min(1, { error: 'Informe o termo' })
  .max(60, { error: 'Máximo de 60 caracteres' })
  .regex(/[\p{L}\p{N}]/u, { error: 'O termo precisa de letras ou números' });

export const searchSynonymInputSchema = z.object({
  terms: z.array(term).min(2, { error: searchSynonymMessages.tooFew }).max(10, { error: 'Máximo de 10 termos' }),
});
export type SearchSynonymInput = z.infer<typeof searchSynonymInputSchema>;

export const searchSynonymSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  created_at: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;
export const searchSynonymListSchema = z.object({ data: z.array(searchSynonymSchema) });
