import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_ID, ROLE_LABELS, rolesResponseSchema, type RoleId } from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';

const ROLE_NAMES: Record<RoleId, string> = { 1: 'admin', 2: 'representante_empresa', 3: 'estudante' };

/** Roles are fixed by the product (docs/spec/03-entities.md#role), so they are served from the contracts. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    { onRequest: requireRole(ROLE_ID.admin), schema: { response: { 200: rolesResponseSchema } } },
    () => ({
      data: ([1, 2, 3] as RoleId[]).map((id) => ({ id, name: ROLE_NAMES[id], label: ROLE_LABELS[id] })),
    }),
  );
};
