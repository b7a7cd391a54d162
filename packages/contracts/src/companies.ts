import { z } from 'zod';
import { idParamSchema, paginated, pageQuerySchema, requiredMessage as required } from './common.ts';
import { route } from './route.ts';

const notEmpty = (label: string) => `O campo "${label}" não pode ser vazio!`;
const text = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo de ${max} caracteres` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .optional();

export const companyMessages = {
  created: 'Empresa cadastrada com sucesso!',
  createFailed: 'Empresa não foi cadastrada, verifique seus dados e tente novamente!',
  updated: 'Empresa alterada com sucesso!',
  updateFailed: 'Empresa não foi alterada, verifique seus dados e tente novamente!',
  deleted: 'Empresa deletada com sucesso!',
  deleteFailed: 'Empresa não foi deleta, verifique seus dados e tente novamente!',
  noJobs: 'Essa empresa não tem vagas cadastradas!',
  hasJobs: 'Você não pode deletar a empresa caso a vagas existentes',
  cnpjInvalid: 'Falha ao validar o CNPJ fornecido',
  registryInvalid: 'Falha ao validar o Registro Profissional fornecido',
  cnpjRequired: required('CNPJ'),
  registryRequired: required('Registro Profissional'),
  representativeRequired: required('Representante'),
  notRepresentative: 'O usuário escolhido não é um representante de empresa',
  cnpjTaken: 'Já existe uma empresa com este CNPJ',
  bothIdentifiers: 'Informe o CNPJ ou o Registro Profissional, não ambos',
  notFound: 'Empresa não encontrada',
} as const;

/** Fields shared by create and edit; multipart sends everything as text, hence the coercions. */
const companyFields = {
  user_id: z.coerce
    .number({ error: companyMessages.representativeRequired })
    .int()
    .positive({ error: companyMessages.representativeRequired })
    .max(2_147_483_647)
    .optional(),
  cnpj: optionalText(18),
  numero_registro: optionalText(64),
  about: text(required('Sobre'), 5000),
  area: text(required('Área de atuação'), 160),
  email_curriculum: text(required('E-mail para recebimento de curriculum'), 254).pipe(
    z.email({ error: 'E-mail inválido' }),
  ),
  site: optionalText(500),
  employees_number: z.coerce
    .number({ error: 'Informe um número' })
    .int({ error: 'Informe um número inteiro' })
    .min(0)
    .max(10_000_000)
    .default(0),
};

export const createCompanySchema = z.object({ name: text(required('Nome Fantasia')), ...companyFields });
/** No defaults here: a field left out of an edit must stay as it is (zod applies defaults inside partial()). */
export const updateCompanySchema = z
  .object({
    name: text(notEmpty('Nome Fantasia')),
    ...companyFields,
    site: text(notEmpty('Site'), 500),
    employees_number: z.coerce
      .number({ error: 'Informe um número' })
      .int({ error: 'Informe um número inteiro' })
      .min(0)
      .max(10_000_000),
  })
  .partial();
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

export const companySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  cnpj: z.string().nullable(),
  numero_registro: z.string().nullable(),
  about: z.string(),
  area: z.string(),
  email_curriculum: z.string().nullable(),
  site: z.string().nullable(),
  employees_number: z.number().int(),
  logo_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  jobs_count: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), is_active: z.boolean() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = paginated(companySchema);

export const companyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** A multipart file arrives as bytes (a Buffer on the server); a text part is refused by the service. */
const upload = z.union([z.instanceof(Uint8Array), z.string()]).optional();
const companyImages = { logo_image: upload, cover_image: upload };

const companyPage = { query: companyListQuerySchema, responses: { 200: companyListSchema } } as const;
const userCompanies = { params: idParamSchema, query: pageQuerySchema, responses: { 200: companyListSchema } } as const;

/** The companies routes of docs/spec/07-api.md#every-route, as one table (docs/decisions/024-route-table.md). */
export const companiesApi = {
  list: route({ method: 'GET', path: '/companies', ...companyPage }),
  mine: route({ method: 'GET', path: '/companies/user', ...companyPage }),
  ofUser: route({ method: 'GET', path: '/companies/user/:id', ...userCompanies }),
  ofUserAlias: route({ method: 'GET', path: '/companies/list/user/:id', ...userCompanies }),
  get: route({ method: 'GET', path: '/companies/:id', params: idParamSchema, responses: { 200: companySchema } }),
  create: route({
    method: 'POST',
    path: '/companies',
    multipart: true,
    body: createCompanySchema.extend(companyImages),
    responses: { 201: companySchema },
  }),
  update: route({
    method: 'PUT',
    path: '/companies/:id',
    multipart: true,
    params: idParamSchema,
    body: updateCompanySchema.extend(companyImages),
    responses: { 200: companySchema },
  }),
  remove: route({ method: 'DELETE', path: '/companies/:id', params: idParamSchema }),
};
