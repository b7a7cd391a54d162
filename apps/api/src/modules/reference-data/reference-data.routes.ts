import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventTypeListSchema,
  idParamSchema,
  referenceInputSchema,
  referenceItemSchema,
  referenceListSchema,
  referenceQuerySchema,
  REFERENCE_KINDS,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { ReferenceDataService } from './reference-data.service.ts';

/**
 * Reference data is read by every signed-in user (it shows on resumes, jobs and forms); only
 * admins write it. The same five routes for each kind.
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ referenceData: ReferenceDataService }> = async (
  app,
  { referenceData: s },
) => {
  const admin = requireRole(ROLE_ID.admin);
  for (const kind of REFERENCE_KINDS) {
    // Without `page` the list is every match, so the older readers' `{ data }` shape still holds.
    app.get(
      `/${kind}`,
      {
        onRequest: requireRole(),
        schema: { querystring: referenceQuerySchema, response: { 200: referenceListSchema } },
      },
      (req) => s.list(kind, req.query),
    );
    app.post(
      `/${kind}`,
      { onRequest: admin, schema: { body: referenceInputSchema, response: { 201: referenceItemSchema } } },
      async (req, reply) => reply.status(201).send(await s.create(kind, req.body)),
    );
    app.put(
      `/${kind}/:id`,
      {
        onRequest: admin,
        schema: { params: idParamSchema, body: referenceInputSchema, response: { 200: referenceItemSchema } },
      },
      (req) => s.update(kind, req.params.id, req.body),
    );
    app.delete(`/${kind}/:id`, { onRequest: admin, schema: { params: idParamSchema } }, async (req, reply) => {
      await s.remove(kind, req.params.id, requestContext(req));
      return reply.status(204).send();
    });
  }
  // The resume form's event types (docs/spec/07-api.md path): active ones only, as a bare array.
  app.get('/event-type', { onRequest: requireRole(), schema: { response: { 200: eventTypeListSchema } } }, async () =>
    (await s.list('event-types', { status: 'active', limit: 10 })).data.map(({ id, name }) => ({ id, name })),
  );
};
