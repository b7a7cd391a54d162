import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorItem } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.errors.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.errors.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.errors.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.errors.badRequest },
};

/**
 * The database (or the network to it) is away for a moment: PostgreSQL shutting down or starting
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), any class 08
 * connection exception, too many connections, the socket refused or cut, or the pool giving up.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What `pg` and `pg-pool` throw without a code when a connection is lost or cannot be had in time. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Infrastructure failures worth their own answer: 503 while the database is away, 507 when the
 * disk is full. Drizzle wraps driver errors (DrizzleQueryError), so the whole cause chain is read.
 */
export const infrastructureFailure = (error: unknown): 'unavailable' | 'disk-full' | null => {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const c = typeof code === 'string' ? code : '';
    if (DISK_FULL_CODES.has(c)) return 'disk-full';
    if (UNAVAILABLE_CODES.has(c) || /^08[0-9A-Z]{3}$/.test(c)) return 'unavailable';
    if (!c && typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return null;
};

/**
 * Errors Fastify answers before any route or hook runs (a URL that is not valid percent-encoding,
 * a path parameter over maxParamLength): the same JSON error shape as every other 400 (docs/decisions/008-proof-suites.md).
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  void reply.status(400).send({ errors: [{ message: messages.errors.badRequest }] });
};

/** One place maps every failure to the JSON error shape of docs/spec/11-api-conventions.md#other-errors; no stack ever leaves. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ ...(error.reason && { code: error.reason }), errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ErrorItem[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        rule: v.keyword,
        message: v.message ?? messages.validation.invalidValue,
      }));
      return reply.status(422).send({ errors });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ errors: [{ message: known.message }] });
    const failure = infrastructureFailure(error);
    if (failure === 'unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ errors: [{ message: messages.errors.unavailable }] });
    }
    if (failure === 'disk-full') {
      request.log.error({ err: error }, 'disk full');
      return reply.status(507).send({ errors: [{ message: messages.errors.diskFull }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        errors: [{ message: status === 429 ? messages.session.tooManyAttempts : messages.errors.badRequest }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: [{ message: messages.errors.internal }] });
  });
};
