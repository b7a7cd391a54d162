import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/**
 * The shape of contracts' `rolesResponseSchema`, declared here: that schema lives in the module
 * that also holds SESSION_ROLES, which the login route loads, and using it would pull zod into the
 * login route's initial JS.
 */
const rolesSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), label: z.string() })) });

/** `GET /api/roles` (admin): the roles offered by the user form. They never change. */
export const rolesQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: ({ signal }) => apiFetch('/roles', { signal, schema: rolesSchema }).then((r) => r.data),
  staleTime: Infinity,
});
