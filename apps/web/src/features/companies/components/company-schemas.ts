/**
 * The company form's zod schemas, built on the contracts (docs/spec/05-validation.md#companies). Loaded with
 * the Empresas page only.
 */
import { z } from 'zod';
import {
  companyMessages,
  configureZodLocale,
  createCompanySchema,
  isValidCnpj,
  isValidRegistry,
  maskCnpj,
  updateCompanySchema,
  type Company,
} from '@portal/contracts';

configureZodLocale();

export type IdentifierType = 'cnpj' | 'registro';

const always = () => true;
const formExtras = {
  identifier_type: z.enum(['cnpj', 'registro']),
  logo_image: z.instanceof(File).nullable(),
  cover_image: z.instanceof(File).nullable(),
};

/**
 * The identifier of the chosen type is required; a CNPJ must also pass its check digits and a
 * registration the server's format rule.
 */
const withIdentifier = <
  S extends z.ZodType<{ identifier_type: IdentifierType; cnpj?: string; numero_registro?: string }>,
>(
  schema: S,
) =>
  schema
    .refine((d) => d.identifier_type !== 'cnpj' || Boolean(d.cnpj), {
      error: companyMessages.cnpjRequired,
      path: ['cnpj'],
      when: always,
    })
    .refine((d) => d.identifier_type !== 'cnpj' || !d.cnpj || isValidCnpj(d.cnpj), {
      error: companyMessages.cnpjInvalid,
      path: ['cnpj'],
      when: always,
    })
    .refine((d) => d.identifier_type !== 'registro' || Boolean(d.numero_registro), {
      error: companyMessages.registryRequired,
      path: ['numero_registro'],
      when: always,
    })
    .refine((d) => d.identifier_type !== 'registro' || !d.numero_registro || isValidRegistry(d.numero_registro), {
      error: companyMessages.registryInvalid,
      path: ['numero_registro'],
      when: always,
    });

/** Create: 'O campo "Nome Fantasia" é obrigatório!'; the admin must choose a representative. */
export const createCompanyFormSchema = withIdentifier(createCompanySchema.safeExtend(formExtras));
/** Edit: 'O campo "Nome Fantasia" não pode ser vazio!'; site required. */
export const editCompanyFormSchema = withIdentifier(updateCompanySchema.safeExtend(formExtras));

export type CompanyFormOutput = z.output<typeof createCompanyFormSchema> | z.output<typeof editCompanyFormSchema>;

/** What the form holds: text of every field, the chosen files. */
export interface CompanyFormValues {
  user_id?: string;
  name: string;
  identifier_type: IdentifierType;
  cnpj: string;
  numero_registro: string;
  about: string;
  area: string;
  email_curriculum: string;
  site: string;
  employees_number: string;
  logo_image: File | null;
  cover_image: File | null;
}

export const COMPANY_FORM_FIELDS = [
  'user_id',
  'name',
  'cnpj',
  'numero_registro',
  'about',
  'area',
  'email_curriculum',
  'site',
  'employees_number',
  'logo_image',
  'cover_image',
] as const;

/** CNPJ as sent: docs/spec/05-validation.md#companies strips every non-alphanumeric character. */
export const cnpjDigits = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '');

export const initialCompanyValues = (company: Company | null, representative: boolean): CompanyFormValues => ({
  ...(representative ? {} : { user_id: company ? String(company.user_id) : '' }),
  name: company?.name ?? '',
  identifier_type: company && !company.cnpj && company.numero_registro ? 'registro' : 'cnpj',
  cnpj: company?.cnpj ? maskCnpj(company.cnpj) : '',
  numero_registro: company?.numero_registro ?? '',
  about: company?.about ?? '',
  area: company?.area ?? '',
  email_curriculum: company?.email_curriculum ?? '',
  site: company?.site ?? '',
  employees_number: String(company?.employees_number ?? 0),
  logo_image: null,
  cover_image: null,
});
