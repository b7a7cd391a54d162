import { z } from 'zod';
import { paginated } from './common.ts';

export const contractTypeMessages = {
  created: 'Contrato cadastrado com sucesso!',
  createFailed: 'Contrato não foi cadastrado, verifique seus dados e tente novamente!',
  updated: 'Contrato alterado com sucesso!',
  updateFailed: 'Contrato não foi alterado, verifique seus dados e tente novamente!',
  deleted: 'Contrato deletado com sucesso!',
  deleteFailed: 'Contrato não foi deletado, verifique seus dados e tente novamente!',
  nameRequired: 'O campo "Nome do Tipo de Contrato" é obrigatório!',
  nameTaken: 'Já existe um tipo de contrato com este nome',
  inUse: 'Este tipo de contrato está em uso por vagas e não pode ser excluído',
  notFound: 'Tipo de contrato não encontrado',
} as const;

export const contractTypeInputSchema = z.object({
  name: z
    .string({ error: contractTypeMessages.nameRequired })
    .trim()
    .min(1, { error: contractTypeMessages.nameRequired })
    .max(120, { error: 'Máximo de 120 caracteres' }),
});
export type ContractTypeInput = z.input<typeof contractTypeInputSchema>;

export const contractTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  jobs_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContractType = z.infer<typeof contractTypeSchema>;
export const contractTypeListSchema = paginated(contractTypeSchema);
