import type { z } from 'zod';
import { fillPath, successSchema, type ApiRoute, type PathParams, type RouteAnswer } from '@portal/contracts';
import { apiFetch, type RequestOptions } from './api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type ParamsPart<R extends ApiRoute> = [keyof PathParams<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type QueryPart<R extends ApiRoute> = R['query'] extends z.ZodType
  ? { query?: Input<R['query']> }
  : { query?: undefined };
type BodyPart<R extends ApiRoute> = R['body'] extends z.ZodType
  ? { body: R['multipart'] extends true ? FormData : Input<R['body']> }
  : { body?: undefined };

/** What a call of `route` sends: its path's parameters, its query and body as its schemas read them. */
export type CallOptions<R extends ApiRoute> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> &
  Pick<RequestOptions, 'signal' | 'timeoutMs' | 'expireOn401' | 'keepalive'>;
type OptionsArg<R extends ApiRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls one route of the table (docs/decisions/024-route-table.md) through apiFetch: the URL from
 * the route's path, the answer parsed by its 2xx schema (nothing for a 204).
 */
export const callApi = <R extends ApiRoute>(route: R, ...[options]: OptionsArg<R>): Promise<RouteAnswer<R>> => {
  const { params, query, body, ...rest } = (options ?? {}) as CallOptions<ApiRoute> & {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const schema = successSchema(route);
  return apiFetch(fillPath(route.path, params), {
    ...rest,
    method: route.method,
    query: query as RequestOptions['query'],
    body,
    ...(schema ? { schema } : {}),
  }) as Promise<RouteAnswer<R>>;
};
