import type { FastifyInstance } from 'fastify';
import { messages } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';

/** PostgreSQL text cannot hold NUL; refusing it up front turns a would-be 500 into a clear 400. */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00')) throw new AppError('BAD_REQUEST', messages.errors.nullCharacter);
    if (request.body && typeof request.body === 'object' && JSON.stringify(request.body).includes('\\u0000')) {
      throw new AppError('BAD_REQUEST', messages.errors.nullCharacter);
    }
  });
};
