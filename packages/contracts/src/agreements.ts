import { z } from 'zod';
import { idParamSchema, paginated, pageQuerySchema, requiredText } from './common.ts';
import { route } from './route.ts';
import { isValidCnpj } from './helpers.ts';
import { isoDate } from './resume.ts';

/** Convênios: the university's agreements with companies for internships (Lei 11.788/2008 art. 8). */
export const agreementMessages = {
  created: 'Convênio cadastrado com sucesso!',
  updated: 'Convênio alterado com sucesso!',
  deleted: 'Convênio excluído com sucesso!',
  notFound: 'Convênio não encontrado',
  numberRequired: 'O campo "Número do convênio" é obrigatório!',
  companyRequired: 'O campo "Empresa" é obrigatório!',
  companyNotFound: 'Empresa não encontrada',
  startsRequired: 'O campo "Início da vigência" é obrigatório!',
  endsRequired: 'O campo "Fim da vigência" é obrigatório!',
  endsBeforeStart: 'O fim da vigência deve ser igual ou posterior ao início',
  agentName: 'Informe o nome do agente de integração',
  agentCnpj: 'CNPJ do agente de integração inválido',
  inUse: 'Este convênio ampara estágios e não pode ser excluído',
  empty: 'Nenhum convênio cadastrado',
} as const;

const companyId = z.coerce
  .number({ error: agreementMessages.companyRequired })
  .int({ error: agreementMessages.companyRequired })
  .positive({ error: agreementMessages.companyRequired })
  .max(2_147_483_647, { error: agreementMessages.companyRequired });

const integrationAgent = z.object({
  name: requiredText(agreementMessages.agentName, 255),
  cnpj: z
    .string({ error: agreementMessages.agentCnpj })
    .trim()
    .max(18, { error: agreementMessages.agentCnpj })
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isValidCnpj, { error: agreementMessages.agentCnpj }),
});

export const agreementInputSchema = z
  .object({
    companies_id: companyId,
    number: requiredText(agreementMessages.numberRequired, 64),
    starts_on: isoDate(agreementMessages.startsRequired),
    ends_on: isoDate(agreementMessages.endsRequired),
    integration_agent: integrationAgent.nullish().transform((v) => v ?? null),
  })
  .refine((a) => a.ends_on >= a.starts_on, { path: ['ends_on'], error: agreementMessages.endsBeforeStart });
export type AgreementInput = z.input<typeof agreementInputSchema>;

export const agreementSchema = z.object({
  id: z.number().int(),
  companies_id: z.number().int(),
  company_name: z.string(),
  number: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  integration_agent: z.object({ name: z.string(), cnpj: z.string() }).nullable(),
  internships_count: z.number().int(),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementListSchema = paginated(agreementSchema);
export type AgreementList = z.infer<typeof agreementListSchema>;

export const agreementQuerySchema = pageQuerySchema.extend({ companies_id: companyId.optional() });

/** docs/spec/07-api.md#agreements-api, as one table (docs/decisions/024-route-table.md). */
export const agreementsApi = {
  list: route({
    method: 'GET',
    path: '/agreements',
    query: agreementQuerySchema,
    responses: { 200: agreementListSchema },
  }),
  get: route({ method: 'GET', path: '/agreements/:id', params: idParamSchema, responses: { 200: agreementSchema } }),
  create: route({
    method: 'POST',
    path: '/agreements',
    body: agreementInputSchema,
    responses: { 201: agreementSchema },
  }),
  update: route({
    method: 'PUT',
    path: '/agreements/:id',
    params: idParamSchema,
    body: agreementInputSchema,
    responses: { 200: agreementSchema },
  }),
  remove: route({ method: 'DELETE', path: '/agreements/:id', params: idParamSchema }),
};
