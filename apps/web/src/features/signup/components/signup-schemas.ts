/**
 * The sign-up form's zod schema (docs/spec/05-validation.md#sign-up), built on the contracts' request schemas
 * so the browser checks what the server checks. Loaded with the sign-up page only.
 */
import { z } from 'zod';
import {
  companyMessages,
  configureZodLocale,
  isValidCnpj,
  isValidRegistry,
  signupCompanySchema,
  signupMessages,
  signupUserSchema,
  type SignupRequest,
} from '@portal/contracts';

configureZodLocale();

export const IDENTIFIER_TYPES = ['cnpj', 'numero_registro'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** The values the form holds: text inputs hold strings, the terms checkbox a boolean. */
export interface SignupFormValues {
  user: { name: string; email: string; password: string; passwordConfirm: string };
  company: {
    name: string;
    identifierType: IdentifierType;
    cnpj: string;
    numero_registro: string;
    about: string;
    area: string;
    email_curriculum: string;
    site: string;
    employees_number: string;
  };
  terms: boolean;
}

export const initialSignupValues: SignupFormValues = {
  user: { name: '', email: '', password: '', passwordConfirm: '' },
  company: {
    name: '',
    identifierType: 'cnpj',
    cnpj: '',
    numero_registro: '',
    about: '',
    area: '',
    email_curriculum: '',
    site: '',
    employees_number: '0',
  },
  terms: false,
};

const companyFormSchema = signupCompanySchema
  .safeExtend({ identifierType: z.enum(IDENTIFIER_TYPES) })
  .superRefine((company, ctx) => {
    // Only the chosen identifier counts: it is required, a CNPJ must have valid check digits and a
    // registration the server's format rule.
    const type = company.identifierType;
    const value = company[type]?.trim() ?? '';
    if (!value) ctx.addIssue({ code: 'custom', path: [type], message: signupMessages.required });
    else if (type === 'cnpj' && !isValidCnpj(value))
      ctx.addIssue({ code: 'custom', path: [type], message: companyMessages.cnpjInvalid });
    else if (type === 'numero_registro' && !isValidRegistry(value))
      ctx.addIssue({ code: 'custom', path: [type], message: companyMessages.registryInvalid });
  });

export const signupFormSchema = z
  .object({
    user: signupUserSchema,
    company: companyFormSchema,
    terms: z.boolean().refine(Boolean, { error: signupMessages.termsRequired }),
  })
  .refine(
    (d) => !d.company.email_curriculum || d.company.email_curriculum.toLowerCase() !== d.user.email.toLowerCase(),
    { error: signupMessages.sameEmail, path: ['company', 'email_curriculum'] },
  );
export type SignupFormOutput = z.output<typeof signupFormSchema>;

/** Fields of each step, in screen order (validated by 'Próximo', focused on errors). */
export const STEP_FIELDS = [
  ['user.name', 'user.email', 'user.password', 'user.passwordConfirm'],
  [
    'company.name',
    'company.cnpj',
    'company.numero_registro',
    'company.about',
    'company.area',
    'company.email_curriculum',
    'company.site',
    'company.employees_number',
    'terms',
  ],
] as const;
export type SignupField = (typeof STEP_FIELDS)[number][number];

/**
 * The request body: only the chosen identifier (a CNPJ without its mask), and the optional texts
 * left out when blank.
 */
export const toSignupRequest = ({ user, company }: SignupFormOutput): SignupRequest => {
  const { identifierType, cnpj, numero_registro, email_curriculum, site, ...rest } = company;
  return {
    user,
    company: {
      ...rest,
      ...(identifierType === 'cnpj'
        ? { cnpj: (cnpj ?? '').replace(/\W/g, '') }
        : { numero_registro: numero_registro?.trim() }),
      ...(email_curriculum ? { email_curriculum } : {}),
      ...(site ? { site } : {}),
    },
  };
};
