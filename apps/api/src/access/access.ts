import { messages } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';
import { forbidden, isAdmin, type AuthUser } from '../lib/access.ts';
import { PERMISSIONS, type OwnerKind, type Permission, type PermissionName } from './permissions.ts';

/**
 * Refuses (404, lib/access.ts notYours, with the route's own not-found message) an actor who does
 * not own the object; `id` is undefined when the request names none or names it in a form that
 * reads as no id (the schema refuses it next).
 */
export type OwnerCheck = (actor: AuthUser, id: number | undefined) => Promise<unknown>;
export type OwnerChecks = Partial<Record<OwnerKind, OwnerCheck>>;

export interface Access {
  /** A module's owner checks (`owners` in defineModule); a kind given twice stops the start-up. */
  define(checks: OwnerChecks, module: string): void;
  /** Every owner kind a permission names has its check (start-up). */
  assertComplete(): void;
  /** 401 without a user, 403 for a role the permission does not list. */
  checkRole(auth: AuthUser | null | undefined, permission: PermissionName): AuthUser;
  /** The permission's owner check on each id; administrators own everything. */
  checkOwner(auth: AuthUser, permission: PermissionName, ids: ReadonlyArray<number | undefined>): Promise<void>;
  /** Both, for a service or a queue job acting for a caller (immich's requireAccess). */
  requireAccess(
    auth: AuthUser | null | undefined,
    permission: PermissionName,
    ids?: number | ReadonlyArray<number | undefined>,
  ): Promise<AuthUser>;
}

const permissionOf = (name: PermissionName): Permission => PERMISSIONS[name];

/** The one access mechanism (docs/decisions/024-route-table.md). */
export const createAccess = (): Access => {
  const checks = new Map<string, OwnerCheck>();
  const checkRole: Access['checkRole'] = (auth, name) => {
    if (!auth) throw new AppError('UNAUTHORIZED', messages.errors.unauthorized);
    const { roles } = permissionOf(name);
    if (roles && !roles.includes(auth.role_id)) throw forbidden();
    return auth;
  };
  const checkOwner: Access['checkOwner'] = async (auth, name, ids) => {
    const { owner } = permissionOf(name);
    if (!owner || isAdmin(auth)) return;
    const check = checks.get(owner);
    if (!check) throw new Error(`Access: no module checks the owner of '${owner}'`);
    for (const id of ids) await check(auth, id);
  };
  return {
    define(given, module) {
      for (const [kind, check] of Object.entries(given)) {
        if (checks.has(kind)) throw new Error(`Access: module '${module}' checks the owner of '${kind}' again`);
        if (check) checks.set(kind, check);
      }
    },
    assertComplete() {
      for (const [name, p] of Object.entries(PERMISSIONS) as Array<[string, Permission]>)
        if (p.owner && !checks.has(p.owner))
          throw new Error(`Access: permission '${name}' needs an owner check of '${p.owner}'`);
    },
    checkRole,
    checkOwner,
    async requireAccess(auth, name, ids = []) {
      const user = checkRole(auth, name);
      await checkOwner(user, name, typeof ids === 'number' ? [ids] : ids);
      return user;
    },
  };
};
