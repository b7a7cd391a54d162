import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '@portal/contracts';
import type { Access } from '../access/access.ts';
import type { PlatformModule } from '../platform-module.ts';
import { routeTableFaults, type RegisteredRoute } from './check.ts';

/**
 * Registers every module's routes on `api` in the modules' order, noting which module registered
 * each, then stops the start-up when a converted domain's routes and its table differ
 * (docs/decisions/024-route-table.md).
 */
export const registerTableRoutes = async (
  api: FastifyInstance,
  access: Access,
  modules: readonly PlatformModule[],
  tables: Readonly<Record<string, Readonly<Record<string, ApiRoute>>>>,
  register: (m: PlatformModule) => PromiseLike<unknown> | undefined,
): Promise<void> => {
  api.decorate('access', access);
  const registered: RegisteredRoute[] = [];
  let current = '';
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registered.push({ module: current, method, url: route.url, apiRoute: route.config?.apiRoute });
  });
  for (const m of modules) {
    current = m.name;
    await register(m);
  }
  const faults = routeTableFaults(registered, tables);
  if (faults.length) throw new Error(`Route table: ${faults.join('; ')}`);
};
