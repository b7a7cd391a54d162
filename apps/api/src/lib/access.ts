import { messages, ROLE_ID, type RoleId } from '@portal/contracts';
import { AppError } from './app-error.ts';

/** The signed-in user, as the auth plugin puts it on the request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role_id: RoleId;
  is_active: boolean;
  student_id: number | null;
  /** Every route but choosing a new password answers 403 until it is done (plugins/auth.ts). */
  must_change_password: boolean;
  /** TOTP is on (plugins/auth.ts sends staff of MFA_REQUIRED_ROLES without it to the set-up). */
  mfa_enabled?: boolean;
}

type Actor = Pick<AuthUser, 'role_id'>;

/** The role checks of docs/spec/06-roles.md#role-matrix, in one place. */
export const isAdmin = (actor: Actor): boolean => actor.role_id === ROLE_ID.admin;
export const isRepresentative = (actor: Actor): boolean => actor.role_id === ROLE_ID.representative;
export const isStudent = (actor: Actor): boolean => actor.role_id === ROLE_ID.student;

/** A representative who is not active may look but not change (docs/spec/04-states.md#user-activity). */
export const isInactiveRepresentative = (actor: Pick<AuthUser, 'role_id' | 'is_active'>): boolean =>
  isRepresentative(actor) && !actor.is_active;

export const forbidden = (): AppError => new AppError('FORBIDDEN', messages.errors.forbidden);

/**
 * Someone else's object reads as a missing one (docs/decisions/016-security-hardening.md): the same
 * 404, with the same message as the route's own not-found, so the answer tells nothing of whether
 * the object exists. A refusal by role, the same for every id, stays `forbidden()`.
 */
export const notYours = (notFoundMessage: string = messages.errors.notFound): AppError =>
  new AppError('NOT_FOUND', notFoundMessage);

/** Administrators reach everything; anyone else only what they own (404 otherwise, see notYours). */
export const assertOwner = (
  actor: Pick<AuthUser, 'id' | 'role_id'>,
  ownerId: number | null | undefined,
  notFoundMessage?: string,
): void => {
  if (!isAdmin(actor) && ownerId !== actor.id) throw notYours(notFoundMessage);
};
