/** Role ids of docs/spec/03-entities.md#role and docs/spec/09-constants.md#codes. */
export const ROLE_ID = { admin: 1, representative: 2, student: 3 } as const;
export type RoleId = (typeof ROLE_ID)[keyof typeof ROLE_ID];

/** The role kept in the browser session decides the route set (docs/spec/02-screens.md#route-sets). */
export const SESSION_ROLES = ['admin', 'representante_empresa', 'ALUNO'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export const sessionRoleOf = (roleId: number): SessionRole =>
  roleId === ROLE_ID.admin ? 'admin' : roleId === ROLE_ID.student ? 'ALUNO' : 'representante_empresa';

export const ROLE_LABELS: Record<RoleId, string> = {
  1: 'Administrador',
  2: 'Representante da empresa',
  3: 'Estudante',
};
