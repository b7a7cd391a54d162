import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, type AppConfig } from '@portal/contracts';
import { z } from 'zod';
import { messages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import { ping } from '../../db/migrate.ts';
import { isReady, type Readiness } from './readiness.ts';

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), queue: z.boolean(), closing: z.boolean() }),
});

/** Public settings for the browser, and the liveness and readiness probes for load balancers. */
export const configRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  database: Database;
  readiness: Readiness;
}> = async (app, opts) => {
  app.get('/config', { schema: { response: { 200: appConfigSchema } } }, () => opts.config);

  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    try {
      await ping(opts.database);
    } catch {
      throw new AppError('UNAVAILABLE', messages.errors.unavailable, { retryAfterSeconds: 2 });
    }
    return { status: 'ok' as const };
  });

  // 503 while starting (queue not started yet) and while shutting down, so a balancer moves away.
  app.get('/ready', { schema: { response: { 200: readinessSchema, 503: readinessSchema } } }, async (_req, reply) => {
    const checks = await opts.readiness.check();
    const ready = isReady(checks);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
};
