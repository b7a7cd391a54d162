import { z } from 'zod';
import { messages } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { idParamSchema, paginated, requiredText, requiredMessage as required } from './common.ts';
import { route } from './route.ts';

const roleId = z.coerce
  .number({ error: required('Função') })
  .int()
  .min(1, { error: required('Função') })
  .max(3, { error: required('Função') });
const isActive = z
  .union([z.boolean(), z.literal(1), z.literal(0)], { error: required('Ativo') })
  .transform((v) => v === true || v === 1);
const email = requiredText(required('E-mail'), 254).pipe(z.email({ error: messages.validation.emailInvalid }));
const password = z
  .string({ error: required('Senha') })
  .min(1, { error: required('Senha') })
  .min(PASSWORD_MIN_LENGTH, { error: messages.validation.passwordMin })
  .max(256);

export const userCompanySchema = z.object({ id: z.number().int(), name: z.string() });

export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  is_active: z.boolean(),
  /** Inactive and never activated: a sign-up waiting for the office (inactive otherwise means disabled). */
  pending_activation: z.boolean(),
  companies: z.array(userCompanySchema),
  student: z
    .object({
      id: z.number().int(),
      ra: z.string(),
      id_course: z.number().int().nullable(),
      course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** Recorded by the office as a person with disability (Lei 11.788/2008 art. 11). */
      disability: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = paginated(userSchema);

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  role: z.coerce.number().int().min(1).max(3).optional(),
  name: z.string().trim().max(255).optional(),
  /** 'Ativo' filter: `false` lists the sign-ups waiting for activation. */
  is_active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Finer than `is_active`: `pending` are sign-ups never activated, `disabled` accounts switched off. */
  status: z.enum(USER_STATUSES).optional(),
});

/** Students also need an RA and a course (docs/spec/12-accounts-security.md#students). */
const studentFields = {
  ra: z
    .string()
    .trim()
    .min(1, { error: required('RA') })
    .max(32)
    .regex(/^[0-9A-Za-z.-]+$/, { error: 'RA inválido' })
    .optional(),
  id_course: z.coerce
    .number({ error: required('Curso') })
    .int({ error: required('Curso') })
    .positive({ error: required('Curso') })
    .max(2_147_483_647)
    .optional(),
  /** A person with disability: no 2-year limit on internships at one company (Lei 11.788/2008 art. 11). */
  disability: z.boolean().optional(),
};

export const createUserSchema = z
  .object({
    name: requiredText(required('Nome')),
    email,
    password,
    password_confirmation: z.string().max(256).optional(),
    is_active: isActive,
    role_id: roleId,
    ...studentFields,
  })
  .refine((d) => d.password_confirmation === undefined || d.password_confirmation === d.password, {
    error: messages.validation.passwordsDiffer,
    path: ['password_confirmation'],
  })
  .refine((d) => d.role_id !== 3 || Boolean(d.ra), { error: required('RA'), path: ['ra'] })
  .refine((d) => d.role_id !== 3 || Boolean(d.id_course), { error: required('Curso'), path: ['id_course'] });
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z
  .object({
    name: requiredText(required('Nome')),
    email,
    password,
    is_active: isActive,
    role_id: roleId,
    ...studentFields,
  })
  .partial();
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const userMessages = {
  created: 'Usuário cadastrado com sucesso!',
  createFailed: 'Usuário não foi cadastrado, verifique seus dados e tente novamente!',
  updated: 'Usuário alterado com sucesso!',
  updateFailed: 'Usuário não foi alterado, verifique seus dados e tente novamente!',
  adminLocked: 'Você não pode alterar um usuário ADM',
  noCompanies: 'Esse usuário não tem empresas cadastradas!',
  hasCompanies: 'Este usuário possui empresas cadastradas e não pode ser excluído.',
  emailTaken: 'Este e-mail já está cadastrado.',
  raTaken: 'Este RA já está cadastrado.',
  deleted: 'Usuário excluído com sucesso!',
  deleteFailed: 'Usuário não foi excluído, verifique seus dados e tente novamente!',
  noChange: 'Atualize a informação para efetuar a operação de atualização!',
  selfDelete: 'Você não pode excluir o seu próprio usuário.',
  courseNotFound: 'Curso não encontrado',
} as const;

/** `GET /api/roles`: the roles offered by the user form (docs/spec/03-entities.md#role). */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolesResponseSchema = z.object({ data: z.array(roleSchema) });

/** Student CSV import (docs/spec/12-accounts-security.md#students): columns ra, nome, email, curso and an optional senha. */
export const studentImportRequestSchema = z.object({
  csv: z
    .string()
    .min(1, { error: 'Envie um arquivo CSV' })
    .max(2_000_000, { error: 'Arquivo CSV maior que o permitido' }),
  dry_run: z.boolean().default(true),
});
export const studentImportRowSchema = z.object({
  line: z.number().int(),
  ra: z.string(),
  name: z.string(),
  email: z.string(),
  course: z.string(),
  errors: z.array(z.string()),
  status: z.enum(['valid', 'invalid', 'created', 'skipped']),
});
export const studentImportResultSchema = z.object({
  rows: z.array(studentImportRowSchema),
  created: z.number().int(),
  skipped: z.number().int(),
  dry_run: z.boolean(),
});
export type StudentImportResult = z.infer<typeof studentImportResultSchema>;
export const STUDENT_IMPORT_MAX_ROWS = 5000;
/** The start of a row error whose course is unknown; the rest is the course as written (the preview offers to create it). */
export const COURSE_NOT_FOUND = 'Curso não encontrado: ';

/** The office's user management routes of docs/spec/07-api.md#every-route (docs/decisions/024-route-table.md). */
export const usersApi = {
  list: route({ method: 'GET', path: '/users', query: userListQuerySchema, responses: { 200: userListSchema } }),
  get: route({ method: 'GET', path: '/users/:id', params: idParamSchema, responses: { 200: userSchema } }),
  create: route({ method: 'POST', path: '/users', body: createUserSchema, responses: { 201: userSchema } }),
  update: route({
    method: 'PUT',
    path: '/users/:id',
    params: idParamSchema,
    body: updateUserSchema,
    responses: { 200: userSchema },
  }),
  importStudents: route({
    method: 'POST',
    path: '/users/import',
    body: studentImportRequestSchema,
    responses: { 200: studentImportResultSchema },
  }),
  remove: route({ method: 'DELETE', path: '/users/:id', params: idParamSchema }),
};

/** The fixed roles (docs/spec/03-entities.md#role), for the office's user forms. */
export const rolesApi = {
  list: route({ method: 'GET', path: '/roles', responses: { 200: rolesResponseSchema } }),
};
