import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_MAX_BYTES,
  createEventSchema,
  eventSchema,
  idParamSchema,
  ROLE_ID,
  updateEventSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import type { EventsService } from './events.service.ts';

/** `certificate`: a file (Buffer) or a link (text). */
const certificate = { certificate: z.union([z.instanceof(Buffer), z.string().max(2000)]).optional() };
// Certificates may be up to 10 MB, above the 5 MB default for images.
const multipartOptions = { limits: { fileSize: CERTIFICATE_MAX_BYTES + 1, files: 1 } };

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  const writer = { onRequest: requireRole(ROLE_ID.student), config: { multipartOptions } };

  app.get(
    '/events/student/:id',
    {
      onRequest: requireRole(),
      config: ownsPath(events.authorizeRead),
      schema: { params: idParamSchema, response: { 200: z.array(eventSchema) } },
    },
    (req) => events.list(requireUser(req), req.params.id),
  );

  app.post(
    '/events',
    {
      ...writer,
      config: { multipartOptions, ...ownsBody('student_id', events.authorizeCreate) },
      schema: { body: createEventSchema.and(z.object(certificate)), response: { 201: eventSchema } },
    },
    async (req, reply) => reply.status(201).send(await events.create(requireUser(req), req.body)),
  );

  app.put(
    '/events/:id',
    {
      ...writer,
      config: { multipartOptions, ...ownsPath(events.authorizeItem) },
      schema: {
        params: idParamSchema,
        body: updateEventSchema.and(z.object(certificate)),
        response: { 200: eventSchema },
      },
    },
    (req) => events.update(requireUser(req), req.params.id, req.body),
  );

  const item = { ...writer, config: { multipartOptions, ...ownsPath(events.authorizeItem) } };
  app.delete('/events/:id', { ...item, schema: { params: idParamSchema } }, async (req, reply) => {
    await events.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
