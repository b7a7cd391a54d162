import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSkillSchema, idParamSchema, ROLE_ID, skillSchema, updateSkillSchema } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import type { SkillsService } from './skills.service.ts';

export const skillsRoutes: FastifyPluginAsyncZod<{ skills: SkillsService }> = async (app, { skills }) => {
  const writer = { onRequest: requireRole(ROLE_ID.student) };

  app.get(
    '/skills/student/:id',
    {
      onRequest: requireRole(),
      config: ownsPath(skills.authorizeRead),
      schema: { params: idParamSchema, response: { 200: z.array(skillSchema) } },
    },
    (req) => skills.list(requireUser(req), req.params.id),
  );

  // docs/spec/07-api.md#jobs-api writes the create path with a trailing slash; both forms answer.
  for (const path of ['/skills', '/skills/']) {
    app.post(
      path,
      {
        ...writer,
        config: ownsBody('student_id', skills.authorizeCreate),
        schema: { body: createSkillSchema, response: { 201: skillSchema } },
      },
      async (req, reply) => reply.status(201).send(await skills.create(requireUser(req), req.body)),
    );
  }

  app.put(
    '/skills/:id',
    {
      ...writer,
      config: ownsPath(skills.authorizeItem),
      schema: { params: idParamSchema, body: updateSkillSchema, response: { 200: skillSchema } },
    },
    (req) => skills.update(requireUser(req), req.params.id, req.body),
  );

  const item = { ...writer, config: ownsPath(skills.authorizeItem), schema: { params: idParamSchema } };
  app.delete('/skills/:id', item, async (req, reply) => {
    await skills.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
