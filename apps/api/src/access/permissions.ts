import { ROLE_ID, type RoleId } from '@portal/contracts';
import { STAGE_PERMISSIONS } from './stage-permissions.ts';

/**
 * One permission: the roles that hold it (every signed-in user when absent, docs/spec/06-roles.md#role-matrix)
 * and, when the object must be the caller's, the owner check that decides it (`owners` in a module).
 */
export interface Permission {
  roles?: readonly RoleId[];
  owner?: string;
}

const ADMIN = [ROLE_ID.admin] as const;
const STAFF = [ROLE_ID.admin, ROLE_ID.representative] as const;

/**
 * Every permission, written once (docs/decisions/024-route-table.md); routes name them with `serve`,
 * services and queue jobs with `requireAccess`.
 */
export const PERMISSIONS = {
  /** Convênios: the office writes; a representative reads its companies' (`?companies_id`). */
  'agreements.list': { roles: STAFF, owner: 'agreements.company' },
  'agreements.read': { roles: STAFF, owner: 'agreement' },
  'agreements.manage': { roles: ADMIN },
  /** Companies: a representative sees and changes its own, the office any. */
  'companies.list': { roles: STAFF },
  'companies.ofRepresentative': { roles: STAFF, owner: 'companies.representative' },
  'companies.own': { roles: STAFF, owner: 'company' },
  /** The office manages the users and reads the roles they may hold (docs/spec/06-roles.md#role-matrix). */
  'users.manage': { roles: ADMIN },
  /** Every signed-in user acts on their own session, profile and password. */
  'session.own': {},
  /** Staff set up and turn off their own second factor (docs/spec/12-accounts-security.md#institutional-sign-in). */
  'mfa.own': { roles: STAFF },
  /** Students accept the student term for themselves; the office publishes new versions. */
  'terms.sign': { roles: [ROLE_ID.student], owner: 'terms.signer' },
  'terms.manage': { roles: ADMIN },
  ...STAGE_PERMISSIONS,
} as const satisfies Record<string, Permission>;

export type PermissionName = keyof typeof PERMISSIONS;
type OwnerOf<P> = P extends { owner: infer O extends string } ? O : never;
/** The objects whose owner some permission checks. */
export type OwnerKind = OwnerOf<(typeof PERMISSIONS)[PermissionName]>;
