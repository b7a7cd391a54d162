import type { FastifyInstance } from 'fastify';
import { ROLE_LABELS, rolesApi, type RoleId } from '@portal/contracts';
import { serve } from '../../route-table/serve.ts';

const ROLE_NAMES: Record<RoleId, string> = { 1: 'admin', 2: 'representante_empresa', 3: 'estudante' };

/** Roles are fixed by the product (docs/spec/03-entities.md#role), so they are served from the contracts. */
export const rolesRoutes = async (app: FastifyInstance) => {
  serve(app, rolesApi.list, { access: 'users.manage' }, () => ({
    data: ([1, 2, 3] as RoleId[]).map((id) => ({ id, name: ROLE_NAMES[id], label: ROLE_LABELS[id] })),
  }));
};
