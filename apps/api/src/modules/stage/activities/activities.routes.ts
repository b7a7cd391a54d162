import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityGetQuerySchema,
  activityItemSchema,
  activityListQuerySchema,
  activityListSchema,
  activitySchema,
  createActivitySchema,
  createItemSchema,
  idParamSchema,
  itemListQuerySchema,
  itemListSchema,
  ROLE_ID,
  updateActivitySchema,
  updateCheckItemSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import type { ActivitiesService } from './activities.service.ts';

/** /api/stage/activities, /items and /check-items: students read (and tick items); admins manage. */
export const activitiesRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  const readers = { onRequest: requireRole(ROLE_ID.student, ROLE_ID.admin) };
  const admins = { onRequest: requireRole(ROLE_ID.admin) };

  app.get(
    '/activities',
    { ...readers, schema: { querystring: activityListQuerySchema, response: { 200: activityListSchema } } },
    (req) => activities.list(requireUser(req), req.query.project_id, req.query.item),
  );
  app.get(
    '/activities/:id',
    {
      ...readers,
      schema: { params: idParamSchema, querystring: activityGetQuerySchema, response: { 200: activitySchema } },
    },
    (req) => activities.get(requireUser(req), req.params.id, req.query.item),
  );
  app.post(
    '/activities',
    { ...admins, schema: { body: createActivitySchema, response: { 201: activitySchema } } },
    async (req, reply) => reply.status(201).send(await activities.create(req.body)),
  );
  app.put(
    '/activities/:id',
    { ...admins, schema: { params: idParamSchema, body: updateActivitySchema, response: { 200: activitySchema } } },
    (req) => activities.update(req.params.id, req.body),
  );
  app.delete('/activities/:id', { ...admins, schema: { params: idParamSchema } }, async (req, reply) => {
    await activities.remove(req.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/items',
    { ...readers, schema: { querystring: itemListQuerySchema, response: { 200: itemListSchema } } },
    (req) => activities.items(requireUser(req), req.query.activity_id),
  );
  app.post(
    '/items',
    { ...admins, schema: { body: createItemSchema, response: { 201: activityItemSchema } } },
    async (req, reply) => reply.status(201).send(await activities.createItem(req.body)),
  );
  app.put(
    '/check-items/:id',
    {
      ...readers,
      schema: { params: idParamSchema, body: updateCheckItemSchema, response: { 200: activityItemSchema } },
    },
    (req) => activities.updateCheckItem(requireUser(req), req.params.id, req.body),
  );
  app.delete('/items/:id', { ...admins, schema: { params: idParamSchema } }, async (req, reply) => {
    await activities.removeItem(req.params.id);
    return reply.status(204).send();
  });
};
