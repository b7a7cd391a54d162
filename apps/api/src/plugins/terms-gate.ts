import { messages, TERMS_REQUIRED } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';
import { isStudent, type AuthUser } from '../lib/access.ts';

/**
 * What a student who has not accepted the current student term may still call
 * (docs/spec/12-accounts-security.md#terms-acceptance):
 * sign-in and the session, the profile, the terms, the LGPD self-service, and the routes whose
 * credential is not the session (signed links, health). Every other route, including any route
 * added later, answers 403 `terms_required` to that student: a new route is covered without
 * a line here, and exempting one means adding it with its reason.
 */
export const TERMS_EXEMPT: ReadonlySet<string> = new Set([
  // Sign-in and the session
  'POST /api/login',
  'POST /api/login-student',
  'POST /api/stage/auth/login',
  'POST /api/logout',
  'POST /api/password',
  'POST /api/forgot-password',
  'POST /api/reset-password/:email',
  'POST /api/signup',
  // Profile and the app's settings
  'GET /api/profile',
  'GET /api/config',
  // The terms themselves
  'GET /api/terms',
  'POST /api/terms/sign',
  // LGPD self-service: a copy of one's data, erasure, and withdrawing the biometric consent
  'POST /api/students/:id/export',
  'POST /api/students/:id/data-deletion',
  'DELETE /api/students/:id/data-deletion',
  'GET /api/stage/biometric-consent',
  'POST /api/stage/biometric-consent',
  // Not the session's credential: probes, HMAC-signed links, the public resume's key
  'GET /api/health',
  'GET /api/ready',
  'GET /api/files/*',
  'PUT /api/stage/uploads/*',
  'GET /api/students/:id/public',
  'POST /api/job-alerts/unsubscribe',
  'GET /api/job-alerts/unsubscribe/details',
]);

export const termsRequired = (): AppError =>
  new AppError('FORBIDDEN', messages.terms.required, {
    errors: [{ rule: TERMS_REQUIRED, message: messages.terms.required }],
    reason: TERMS_REQUIRED,
  });

/**
 * Refuses a student who has not accepted the newest student term (after a new version too) on
 * every route outside TERMS_EXEMPT; read from the database on each request, so a published version
 * applies at once in every process.
 */
export const checkTerms = async (
  user: AuthUser,
  route: string,
  accepted: (user: AuthUser) => Promise<boolean>,
): Promise<void> => {
  if (!isStudent(user) || TERMS_EXEMPT.has(route)) return;
  if (!(await accepted(user))) throw termsRequired();
};
