import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProfessionalExperienceSchema,
  idParamSchema,
  professionalExperienceListSchema,
  professionalExperienceSchema,
  ROLE_ID,
  updateProfessionalExperienceSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import type { ProfessionalExperiencesService } from './professional-experiences.service.ts';

export const professionalExperiencesRoutes: FastifyPluginAsyncZod<{
  experiences: ProfessionalExperiencesService;
}> = async (app, { experiences }) => {
  // Staff may read; only students write (checked again per item: only their own).
  const writer = { onRequest: requireRole(ROLE_ID.student) };

  app.get(
    '/professional-experiences/student/:id',
    {
      onRequest: requireRole(),
      config: ownsPath(experiences.authorizeRead),
      schema: { params: idParamSchema, response: { 200: professionalExperienceListSchema } },
    },
    (req) => experiences.list(requireUser(req), req.params.id),
  );

  app.post(
    '/professional-experiences',
    {
      ...writer,
      config: ownsBody('student_id', experiences.authorizeCreate),
      schema: { body: createProfessionalExperienceSchema, response: { 201: professionalExperienceSchema } },
    },
    async (req, reply) => reply.status(201).send(await experiences.create(requireUser(req), req.body)),
  );

  app.put(
    '/professional-experiences/:id',
    {
      ...writer,
      config: ownsPath(experiences.authorizeItem),
      schema: {
        params: idParamSchema,
        body: updateProfessionalExperienceSchema,
        response: { 200: professionalExperienceSchema },
      },
    },
    (req) => experiences.update(requireUser(req), req.params.id, req.body),
  );

  const item = { ...writer, config: ownsPath(experiences.authorizeItem), schema: { params: idParamSchema } };
  app.delete('/professional-experiences/:id', item, async (req, reply) => {
    await experiences.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
