import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { agreementsApi, apiRoutes, route } from '@portal/contracts';
import { createAccess } from '../access/access.ts';
import type { PlatformModule } from '../platform-module.ts';
import { MODULES } from '../platform.ts';
import { registerTableRoutes } from './register.ts';
import { serve } from './serve.ts';

const tables = { agreements: agreementsApi };

/** Registers `modules` as platform.ts does, on a bare server, and answers the start-up error. */
const start = async (modules: Array<{ name: string; routes: (api: FastifyInstance) => void }>) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let error: unknown;
  await app.register(
    async (api) => {
      try {
        await registerTableRoutes(api, createAccess(), modules as unknown as PlatformModule[], tables, async (m) =>
          api.register(async (scope) => (m as unknown as (typeof modules)[number]).routes(scope)),
        );
      } catch (e) {
        error = e;
      }
    },
    { prefix: '/api' },
  );
  await app.ready();
  await app.close();
  return error instanceof Error ? error.message : undefined;
};

const serveAll = (api: FastifyInstance, skip?: object) => {
  for (const entry of Object.values(agreementsApi))
    if (entry !== skip) serve(api, entry, { access: 'agreements.manage' }, () => undefined);
};

describe('the route table at start-up (docs/decisions/024-route-table.md)', () => {
  it('starts when a converted module serves exactly its table', async () => {
    expect(await start([{ name: 'agreements', routes: (api) => serveAll(api) }])).toBeUndefined();
  });

  it('stops when a table entry has no handler', async () => {
    expect(await start([{ name: 'agreements', routes: (api) => serveAll(api, agreementsApi.get) }])).toBe(
      "Route table: GET /agreements/:id (table 'agreements') has no handler",
    );
  });

  it('stops when a converted module registers a route outside its table', async () => {
    const message = await start([
      {
        name: 'agreements',
        routes: (api) => {
          serveAll(api);
          api.get('/agreements/extra', () => 'x');
        },
      },
    ]);
    expect(message).toBe(
      "Route table: module 'agreements' registers GET /api/agreements/extra, which is not in its table",
    );
  });

  it('stops when any module serves an entry of no table, and lets an unconverted one register by hand', async () => {
    const stray = route({ method: 'GET', path: '/stray' });
    const message = await start([
      { name: 'agreements', routes: (api) => serveAll(api) },
      { name: 'legacy', routes: (api) => void api.get('/legacy', () => 'x') },
      { name: 'other', routes: (api) => serve(api, stray, { access: 'public' }, () => 'x') },
    ]);
    expect(message).toBe("Route table: module 'other' serves GET /stray, which is not in its table");
  });

  it('names each converted domain after a module of the platform', () => {
    const names = new Set(MODULES.map((m) => m.name));
    expect(Object.keys(apiRoutes).filter((domain) => !names.has(domain))).toEqual([]);
  });
});
