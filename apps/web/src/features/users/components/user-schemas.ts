/**
 * The user form's zod schemas, built on the contracts (docs/spec/05-validation.md#users). Loaded with the
 * Usuários page only.
 */
import { z } from 'zod';
import {
  configureZodLocale,
  createUserSchema,
  messages,
  updateUserSchema,
  PASSWORD_MIN_LENGTH,
} from '@portal/contracts';

configureZodLocale();

/** Create: every field required, confirmation equal to the password ('Senhas diferentes!'). */
export const createUserFormSchema = createUserSchema.safeExtend({
  password_confirmation: z.string().min(1, { error: messages.validation.confirmationRequired }),
});

/**
 * Edit: name, e-mail, role and status required ('O campo "X" é obrigatório!'); a new password is
 * optional (blank keeps the current one).
 */
export const editUserFormSchema = updateUserSchema
  .required({ name: true, email: true, role_id: true, is_active: true })
  .safeExtend({
    password: z
      .string()
      .refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, { error: messages.validation.passwordMin })
      .transform((v) => (v === '' ? undefined : v)),
    password_confirmation: z.string().optional(),
  })
  .refine((d) => !d.password || d.password_confirmation === d.password, {
    error: messages.validation.passwordsDiffer,
    path: ['password_confirmation'],
  });

/** The values the form holds (selects hold strings). */
export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  role_id: string;
  is_active: boolean;
  ra?: string;
  /** Students only: the course id as text ('' until chosen). */
  id_course?: string;
  /** Students only: recorded as a person with disability (Lei 11.788/2008 art. 11). */
  disability?: boolean;
}

export type CreateUserFormOutput = z.output<typeof createUserFormSchema>;
export type EditUserFormOutput = z.output<typeof editUserFormSchema>;

/** Fields that 422 answers may name. */
export const USER_FORM_FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'role_id',
  'is_active',
  'ra',
  'id_course',
  'disability',
] as const;
