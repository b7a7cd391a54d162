import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyContextConfig, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiRoute } from '@portal/contracts';
import type { Access } from '../access/access.ts';
import { PERMISSIONS, type PermissionName } from '../access/permissions.ts';
import { pathId, readId, type RawInput } from '../plugins/ownership.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The access mechanism the routes check with (platform.ts decorates the /api instance). */
    access: Access;
  }
  interface FastifyContextConfig {
    /** The table entry the route serves (`serve`), read by the start-up check. */
    apiRoute?: ApiRoute;
  }
}

/** Where the object a permission's owner check reads is named: the path's `:id` unless told. */
export type IdSource = { path: string } | { query: string } | { body: string };

export interface ServeOptions {
  /** The permission (access/permissions.ts), or 'public' for a route anyone may call. */
  access: PermissionName | 'public';
  id?: IdSource;
  /**
   * More of the route's config (multipart options...). Its `owner` is a check the permission's id
   * cannot express (a stage file key, an RA in the path); it runs after the permission's own.
   */
  config?: FastifyContextConfig;
  /** A hook of the route's own, run in onRequest after the access check (a rate limit...). */
  onRequest?: (request: FastifyRequest) => unknown;
  /** false: a GET that changes something gets no HEAD twin (a link checker must not trigger it). */
  exposeHeadRoute?: false;
  /** The largest body the route reads, when it is not the server's. */
  bodyLimit?: number;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The request as the handler sees it: params, query and body already parsed by the route's schemas. */
export type ServeRequest<R extends ApiRoute> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
};
/** What the handler answers: an input of one of the declared responses (anything when none is). */
type Answer<R extends ApiRoute> =
  R['responses'] extends Partial<Record<number, z.ZodType>>
    ? {
        [K in keyof R['responses']]: R['responses'][K] extends z.ZodType ? z.input<R['responses'][K]> : never;
      }[keyof R['responses']]
    : unknown;
export type ServeHandler<R extends ApiRoute> = (
  request: ServeRequest<R>,
  reply: FastifyReply,
) => Promise<Answer<R> | FastifyReply | void> | Answer<R> | FastifyReply | void;

const idFrom = (input: RawInput, source: IdSource): number | undefined =>
  'path' in source
    ? pathId(input, source.path)
    : 'query' in source
      ? readId(input.query[source.query])
      : readId(input.body[source.body]);

/**
 * Registers the handler of one table entry (docs/decisions/024-route-table.md) with the entry's own
 * schemas. The permission's role is checked in onRequest (before the body is read) and its owner
 * check in `config.owner` (plugins/ownership.ts, before validation), as the route's spec says.
 */
export const serve = <R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  options: ServeOptions,
  handler: ServeHandler<R>,
): void => {
  const { access: permission, id = { path: 'id' }, config, bodyLimit, onRequest, exposeHeadRoute } = options;
  const access = app.access;
  const hooks = [
    ...(permission === 'public'
      ? []
      : [
          async (request: FastifyRequest) => {
            access.checkRole(request.user, permission);
          },
        ]),
    ...(onRequest ? [async (request: FastifyRequest) => onRequest(request)] : []),
  ];
  const permissionOwner =
    permission === 'public' || !('owner' in PERMISSIONS[permission])
      ? undefined
      : (actor: Parameters<Access['checkOwner']>[0], input: RawInput) =>
          access.checkOwner(actor, permission, [idFrom(input, id)]);
  const routeOwner = config?.owner;
  const owner =
    permissionOwner && routeOwner
      ? async (actor: Parameters<Access['checkOwner']>[0], input: RawInput) => {
          await permissionOwner(actor, input);
          await routeOwner(actor, input);
        }
      : (permissionOwner ?? routeOwner);
  app.route({
    method: route.method,
    url: route.path,
    ...(hooks.length ? { onRequest: hooks } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(exposeHeadRoute === false ? { exposeHeadRoute } : {}),
    config: { ...config, apiRoute: route, ...(owner ? { owner } : {}) },
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.responses ? { response: route.responses } : {}),
    },
    handler: handler as unknown as RouteOptions['handler'],
  });
};
