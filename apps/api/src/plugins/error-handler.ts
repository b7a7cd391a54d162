import type { FastifyError, FastifyInstance } from 'fastify';
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

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET']);

/** One place maps every failure to the JSON error shape of DECISIONS §2; no stack ever leaves. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ errors: error.errors });
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
    if (PG_UNAVAILABLE.has(String(error.code))) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({ errors: [{ message: messages.errors.unavailable }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ errors: [{ message: status === 429 ? messages.session.tooManyAttempts : messages.errors.badRequest }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: [{ message: messages.errors.internal }] });
  });

};
