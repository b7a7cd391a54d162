import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationSchema,
  bulkMoveResultSchema,
  bulkMoveSchema,
  historySchema,
  idParamSchema,
  moveStageSchema,
  ROLE_ID,
  stageEmailsSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownsPath, readId, type OwnerCheck } from '../../plugins/ownership.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import type { PipelineService } from './pipeline.service.ts';

/** The hiring pipeline (docs/decisions/011-hiring-pipeline.md): stage moves, history, e-mail preference. */
export const pipelineRoutes: FastifyPluginAsyncZod<{
  pipeline: PipelineService;
  applications: ApplicationsService;
}> = async (app, { pipeline, applications }) => {
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  const student = requireRole(ROLE_ID.student);
  const ownStudent = ownsPath(pipeline.authorizeStudent);
  // The ids that read as ids: the schema refuses the rest next.
  const moveMany: OwnerCheck = (actor, input) =>
    pipeline.authorizeMove(
      actor,
      (Array.isArray(input.body.ids) ? input.body.ids : []).map(readId).filter((id) => id !== undefined),
    );

  app.patch(
    '/applications/:id/stage',
    {
      onRequest: staff,
      config: ownsPath((actor, id) => pipeline.authorizeMove(actor, [id])),
      schema: { params: idParamSchema, body: moveStageSchema, response: { 200: applicationSchema } },
    },
    async (req) => {
      const actor = requireUser(req);
      await pipeline.moveOne(actor, req.params.id, req.body, requestContext(req));
      return applications.get(actor, req.params.id);
    },
  );
  app.post(
    '/applications/stage',
    {
      onRequest: staff,
      config: { owner: moveMany },
      schema: { body: bulkMoveSchema, response: { 200: bulkMoveResultSchema } },
    },
    async (req) => ({
      updated: await pipeline.move(requireUser(req), req.body.ids, req.body, requestContext(req)),
    }),
  );
  app.get(
    '/applications/:id/history',
    {
      onRequest: requireRole(),
      config: ownsPath(pipeline.authorizeHistory),
      schema: { params: idParamSchema, response: { 200: historySchema } },
    },
    (req) => pipeline.history(requireUser(req), req.params.id),
  );
  app.get(
    '/students/:id/stage-emails',
    { onRequest: student, config: ownStudent, schema: { params: idParamSchema, response: { 200: stageEmailsSchema } } },
    async (req) => ({
      enabled: await pipeline.stageEmails(requireUser(req), req.params.id),
    }),
  );
  app.put(
    '/students/:id/stage-emails',
    {
      onRequest: student,
      config: ownStudent,
      schema: { params: idParamSchema, body: stageEmailsSchema, response: { 200: stageEmailsSchema } },
    },
    async (req) => ({ enabled: await pipeline.setStageEmails(requireUser(req), req.params.id, req.body.enabled) }),
  );
};
