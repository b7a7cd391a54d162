import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { route } from './route.ts';

export const signupMessages = {
  success: 'Cadastro efetuado com sucesso!',
  unexpected: 'An unexpected error occurred during signup.',
  required: 'Campo obrigatório',
  emailInvalid: 'E-mail inválido',
  passwordMin: 'Senha deve ter pelo menos 8 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
  sameEmail: 'Diferencie o e-mail do usuário do e-mail de recebimento de currículo!',
  termsRequired: 'É necessário aceitar os termos e condições',
} as const;

/** Labels for 'Erro no campo {label}' toasts, by the field paths the API answers. */
export const SIGNUP_FIELD_LABELS: Record<string, string> = {
  'user.name': 'Nome',
  'user.email': 'E-mail',
  'user.password': 'Senha',
  'user.passwordConfirm': 'Confirmação de Senha',
  'company.name': 'Nome da empresa',
  'company.cnpj': 'CNPJ',
  'company.numero_registro': 'Registro Profissional',
  'company.about': 'Sobre',
  'company.area': 'Área de atuação',
  'company.email_curriculum': 'E-mail para recebimento de currículo',
  'company.site': 'Site',
  'company.employees_number': 'Número de funcionários',
};

// A failed length check aborts: no pattern then runs on a megabyte of text.
const required = (max = 255) =>
  z
    .string({ error: signupMessages.required })
    .trim()
    .min(1, { error: signupMessages.required, abort: true })
    .max(max, { abort: true });
/**
 * Dots split the domain into labels, so each character has one way to match: linear time. Every
 * e-mail the portal checks outside a zod schema (the student CSV import) uses this pattern too.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const email = required(254).regex(EMAIL_PATTERN, { error: signupMessages.emailInvalid });

export const signupUserSchema = z
  .object({
    name: required(),
    email,
    password: z
      .string({ error: signupMessages.required })
      .min(1, { error: signupMessages.required })
      .min(PASSWORD_MIN_LENGTH, { error: signupMessages.passwordMin })
      .max(256),
    passwordConfirm: z.string({ error: signupMessages.required }).min(1, { error: signupMessages.required }).max(256),
  })
  .refine((u) => u.password === u.passwordConfirm, {
    error: signupMessages.passwordsDiffer,
    path: ['passwordConfirm'],
  });

export const signupCompanySchema = z.object({
  name: required(),
  cnpj: z.string().trim().max(18).optional(),
  numero_registro: z.string().trim().max(64).optional(),
  about: required(5000),
  area: required(160),
  email_curriculum: z
    .string()
    .trim()
    .max(254, { abort: true })
    .regex(EMAIL_PATTERN, { error: signupMessages.emailInvalid })
    .optional()
    .or(z.literal('')),
  site: z.string().trim().max(500).optional(),
  employees_number: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const signupRequestSchema = z
  .object({ user: signupUserSchema, company: signupCompanySchema })
  .refine(
    (d) => !d.company.email_curriculum || d.company.email_curriculum.toLowerCase() !== d.user.email.toLowerCase(),
    {
      error: signupMessages.sameEmail,
      path: ['company', 'email_curriculum'],
    },
  );
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** `POST /api/signup` → 201: the success message and the ids of the new representative and company. */
export const signupResponseSchema = z.object({
  message: z.string(),
  user_id: z.number().int(),
  company_id: z.number().int(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** The company sign-up, open to the signed-out (docs/decisions/024-route-table.md). */
export const signupApi = {
  signup: route({
    method: 'POST',
    path: '/signup',
    body: signupRequestSchema,
    responses: { 201: signupResponseSchema },
  }),
};
