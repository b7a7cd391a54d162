import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';
import { isAdmin, type AuthUser } from '../lib/access.ts';

/** A request's params, query and body as they arrived: nothing has been validated yet. */
export interface RawInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** Refuses (404, lib/access.ts notYours) an actor who does not own the objects the request names. */
export type OwnerCheck = (actor: AuthUser, input: RawInput) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's ownership check, run by `registerOwnership` before the input is validated. */
    owner?: OwnerCheck;
  }
}

const MAX_ID = 2_147_483_647;

/** An id as the schemas read it (a positive int32, as a number or digits), or undefined. */
export const readId = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
};

/** The path's id: one that is not a number names no object, so it is not found, like an unknown one. */
export const pathId = (input: RawInput, name = 'id'): number => {
  const id = readId(input.params[name]);
  if (id === undefined) throw new AppError('NOT_FOUND', messages.errors.notFound);
  return id;
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const rawInput = (request: FastifyRequest): RawInput => ({
  params: record(request.params),
  query: record(request.query),
  body: record(request.body),
});

/**
 * Ownership before validation (docs/decisions/016-security-hardening.md): a route's `config.owner`
 * runs once the body is parsed and before any schema reads it, so someone who may not touch an
 * object learns nothing of it, nor of the route's fields, from a 422. Role checks run earlier, in
 * `onRequest`; the services check again. Administrators own everything.
 */
export const registerOwnership = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const check = request.routeOptions.config.owner;
    if (!check || !request.user || isAdmin(request.user)) return;
    await check(request.user, rawInput(request));
  });
};

type Check<T> = (actor: AuthUser, id: T) => Promise<unknown>;

/** `config.owner` for a route about the object of its path's `:id`. */
export const ownsPath = (check: Check<number>, name = 'id'): { owner: OwnerCheck } => ({
  owner: (actor, input) => check(actor, pathId(input, name)),
});

/**
 * `config.owner` for a route naming its object in the body. A reference that does not read as an
 * id names nobody's object: the schema refuses it next.
 */
export const ownsBody = (field: string, check: Check<number | undefined>): { owner: OwnerCheck } => ({
  owner: (actor, input) => check(actor, readId(input.body[field])),
});

/** `config.owner` for a route naming its object in the query string. */
export const ownsQuery = (field: string, check: Check<number | undefined>): { owner: OwnerCheck } => ({
  owner: (actor, input) => check(actor, readId(input.query[field])),
});

/** Several `config.owner` checks, in order. */
export const ownsAll = (...configs: Array<{ owner: OwnerCheck }>): { owner: OwnerCheck } => ({
  owner: async (actor, input) => {
    for (const config of configs) await config.owner(actor, input);
  },
});
