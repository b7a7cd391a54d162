/** The contract type form's zod schema (docs/spec/05-validation.md#contract-type), loaded with its page only. */
import type { z } from 'zod';
import { configureZodLocale, contractTypeInputSchema } from '@portal/contracts';

configureZodLocale();

/** Name required: 'O campo "Nome do Tipo de Contrato" é obrigatório!'. */
export const contractTypeFormSchema = contractTypeInputSchema;

export interface ContractTypeFormValues {
  name: string;
}

export type ContractTypeFormOutput = z.output<typeof contractTypeFormSchema>;

/** Fields that 422 answers may name. */
export const CONTRACT_TYPE_FORM_FIELDS = ['name'] as const;
