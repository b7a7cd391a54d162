import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, type AppConfig } from '@portal/contracts';
import { z } from 'zod';
import { messages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import { ping } from '../../db/migrate.ts';

/** Public settings for the browser, and a health probe for load balancers. */
export const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig; database: Database }> = async (app, opts) => {
  app.get('/config', { schema: { response: { 200: appConfigSchema } } }, () => opts.config);

  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    try {
      await ping(opts.database);
    } catch {
      throw new AppError('UNAVAILABLE', messages.errors.unavailable, { retryAfterSeconds: 2 });
    }
    return { status: 'ok' as const };
  });
};
