import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventTypeListSchema } from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';
import type { EventTypesService } from './event-types.service.ts';

export const eventTypesRoutes: FastifyPluginAsyncZod<{ eventTypes: EventTypesService }> = async (app, { eventTypes }) => {
  app.get('/event-type', { onRequest: requireRole(), schema: { response: { 200: eventTypeListSchema } } }, () => eventTypes.list());
};
