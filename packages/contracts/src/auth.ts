import { z } from 'zod';
import { messages } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { SESSION_ROLES } from './roles.ts';
import { requiredText } from './common.ts';

const v = messages.validation;

/** docs/spec/05-validation.md#logins: forgot-password only needs an at-sign followed by a character. */
export const EMAIL_MINIMAL_PATTERN = /@./;

export const loginRequestSchema = z.object({
  email: requiredText(v.emailRequired, 254),
  password: z.string({ error: v.passwordRequired }).min(1, { error: v.passwordRequired }).max(256),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const studentLoginRequestSchema = z.object({
  ra: requiredText(v.raRequired, 32),
  password: z.string({ error: v.passwordRequired }).min(1, { error: v.passwordRequired }).max(256),
});
export type StudentLoginRequest = z.infer<typeof studentLoginRequestSchema>;

export const sessionSchema = z.object({
  type: z.literal('bearer'),
  token: z.string(),
  expires_at: z.string(),
  role: z.enum(SESSION_ROLES),
  user_id: z.number().int(),
  student_id: z.number().int().nullable(),
  has_terms: z.boolean(),
  name: z.string(),
  /** The password came from the server's configuration: every route but `POST /api/password` answers 403. */
  must_change_password: z.boolean(),
  /** MFA_REQUIRED_ROLES: every route but the TOTP set-up answers 403 `mfa_setup_required` until it is on. */
  mfa_setup_required: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: requiredText(v.emailRequired, 254).regex(EMAIL_MINIMAL_PATTERN, {
    error: messages.session.forgotFailure,
  }),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const newPassword = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordMin })
  .max(256);

/** The API takes the password; the form also has the confirmation, checked in the browser. */
/** After a reset, where the user signs in: staff at `/login-admin`, students at `/` (docs/decisions/017-career-office-screens.md). */
export const resetPasswordResponseSchema = z.object({ message: z.string(), login_path: z.enum(['/', '/login-admin']) });

export const resetPasswordRequestSchema = z
  .object({
    password: newPassword,
    password_confirmation: z.string().max(256).optional(),
  })
  .refine((d) => d.password_confirmation === undefined || d.password_confirmation === d.password, {
    error: v.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z.object({
  password: newPassword,
  password_confirmation: z
    .string({ error: v.confirmationRequired })
    .min(1, { error: v.confirmationRequired })
    .min(PASSWORD_MIN_LENGTH, { error: v.passwordMin })
    .max(256),
});
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

const currentPassword = z
  .string({ error: v.currentPasswordRequired })
  .min(1, { error: v.currentPasswordRequired })
  .max(256);

/** `POST /api/password`: the signed-in user's new password, proven by the current one. */
export const changePasswordRequestSchema = z
  .object({
    current_password: currentPassword,
    password: newPassword,
    password_confirmation: z.string().max(256).optional(),
  })
  .refine((d) => d.password_confirmation === undefined || d.password_confirmation === d.password, {
    error: v.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = z.object({
  current_password: currentPassword,
  password: newPassword,
  password_confirmation: z.string({ error: v.confirmationRequired }).min(1, { error: v.confirmationRequired }).max(256),
});
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const resetPasswordParamsSchema = z.object({ email: z.string().min(3).max(254) });
export const resetPasswordQuerySchema = z.object({ signature: z.string().min(1).max(512) });

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role: z.enum(SESSION_ROLES),
  is_active: z.boolean(),
  has_terms: z.boolean(),
  must_change_password: z.boolean(),
  student: z
    .object({
      id: z.number().int(),
      ra: z.string(),
      course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Public settings the browser needs (links to external systems). */
export const appConfigSchema = z.object({
  support_url: z.string(),
  academic_password_recovery_url: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
