import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditionCheckSchema,
  auditionListQuerySchema,
  auditionListSchema,
  auditionSchema,
  createAuditionSchema,
  createRecognitionSchema,
  idParamSchema,
  recognitionSchema,
  ROLE_ID,
  updateAuditionSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import { ownsAll, ownsBody, ownsPath, ownsQuery } from '../../../plugins/ownership.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import { requestContext } from '../../../plugins/request-context.ts';
import type { AuditionsService } from './auditions.service.ts';

/** /api/stage/auditions and /api/stage/recognitions: students work on their own; admins read and delete. */
export const auditionsRoutes: FastifyPluginAsyncZod<{ auditions: AuditionsService }> = async (app, { auditions }) => {
  const readers = { onRequest: requireRole(ROLE_ID.student, ROLE_ID.admin) };
  const students = { onRequest: requireRole(ROLE_ID.student) };
  const visible = ownsPath(auditions.authorizeVisible);
  const own = ownsPath(auditions.authorizeOwn);

  app.get(
    '/auditions',
    {
      ...readers,
      config: ownsQuery('user_id', auditions.authorizeSelf),
      schema: { querystring: auditionListQuerySchema, response: { 200: auditionListSchema } },
    },
    (req) => auditions.list(requireUser(req), req.query),
  );

  app.get(
    '/auditions/:id',
    { ...readers, config: visible, schema: { params: idParamSchema, response: { 200: auditionSchema } } },
    (req) => auditions.get(requireUser(req), req.params.id),
  );

  app.post(
    '/auditions',
    {
      ...students,
      config: ownsBody('user_id', auditions.authorizeSelf),
      schema: { body: createAuditionSchema, response: { 201: auditionSchema } },
    },
    async (req, reply) => reply.status(201).send(await auditions.create(requireUser(req), req.body)),
  );

  app.put(
    '/auditions/:id',
    {
      ...students,
      config: ownsAll(own, ownsStageKeys('file_key')),
      schema: { params: idParamSchema, body: updateAuditionSchema, response: { 200: auditionSchema } },
    },
    (req) => auditions.update(requireUser(req), req.params.id, req.body),
  );

  // The API toggles publication with a GET (docs/spec/07-api.md#professional-stage-api); it changes only the caller's own video CV. No HEAD
  // twin: a HEAD (a link checker, a prefetch) must never toggle anything.
  app.get(
    '/auditions/:id/publish',
    {
      ...students,
      config: own,
      exposeHeadRoute: false,
      schema: { params: idParamSchema, response: { 200: auditionSchema } },
    },
    (req) => auditions.togglePublish(requireUser(req), req.params.id),
  );

  app.get(
    '/auditions/:id/check',
    { ...readers, config: visible, schema: { params: idParamSchema, response: { 200: auditionCheckSchema } } },
    (req) => auditions.check(requireUser(req), req.params.id),
  );

  app.delete(
    '/auditions/:id',
    { ...readers, config: visible, schema: { params: idParamSchema } },
    async (req, reply) => {
      await auditions.remove(requireUser(req), req.params.id, requestContext(req));
      return reply.status(204).send();
    },
  );

  app.post(
    '/recognitions',
    {
      ...students,
      config: ownsAll(
        ownsBody('audition_id', async (actor, id) => id !== undefined && auditions.authorizeOwn(actor, id)),
        ownsStageKeys('file_key'),
      ),
      schema: { body: createRecognitionSchema, response: { 201: recognitionSchema } },
    },
    async (req, reply) => reply.status(201).send(await auditions.addRecognition(requireUser(req), req.body)),
  );
};
