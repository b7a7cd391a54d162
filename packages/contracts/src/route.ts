import type { z } from 'zod';

/** docs/decisions/024-route-table.md: one HTTP route, declared once for the server and the web. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify's path under /api, `:name` for a parameter: '/agreements/:id'. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status, as the OpenAPI document lists them. */
  responses?: Partial<Record<number, z.ZodType>>;
  /** The body travels as multipart/form-data (files), a FormData on the web. */
  multipart?: boolean;
}

/** Declares a route; the literal keeps its exact types for the server and the web client. */
export const route = <const R extends ApiRoute>(definition: R): R => definition;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Segments<Head> | Segments<Tail> : P;
type ParamName<S> = S extends `:${infer Name}` ? Name : never;
/** The values of a path's `:name` segments. */
export type PathParams<P extends string> = { [K in ParamName<Segments<P>>]: string | number };

type SuccessKey<R extends ApiRoute> = Extract<keyof NonNullable<R['responses']>, 200 | 201 | 202>;
type Success<R extends ApiRoute> = NonNullable<R['responses']>[SuccessKey<R>];
/** What a successful call answers: the route's 200/201/202 schema's output, or nothing (204). */
export type RouteAnswer<R extends ApiRoute> = [SuccessKey<R>] extends [never]
  ? void
  : Success<R> extends z.ZodType
    ? z.output<Success<R>>
    : void;

/** The route's 2xx schema, if it declares one. */
export const successSchema = (r: ApiRoute): z.ZodType | undefined =>
  r.responses?.[200] ?? r.responses?.[201] ?? r.responses?.[202];

/** The path with its `:name` segments filled in (URL-encoded). */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${path}: missing parameter '${name}'`);
    return encodeURIComponent(String(value));
  });

/** 'GET /agreements/:id': how the checks and messages name a route. */
export const routeName = (r: Pick<ApiRoute, 'method' | 'path'>): string => `${r.method} ${r.path}`;
