import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  resumeShareEmailSchema,
  resumeShareRequestSchema,
  resumeShareSchema,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { SharingService } from './sharing.service.ts';

/** /api/students/{id}/share: the student's own 'Compartilhar currículo'. */
export const sharingRoutes: FastifyPluginAsyncZod<{ sharing: SharingService }> = async (app, { sharing }) => {
  const student = { onRequest: requireRole(ROLE_ID.student), config: ownsPath(sharing.authorize) };
  const answer = { 200: resumeShareSchema };

  app.get('/students/:id/share', { ...student, schema: { params: idParamSchema, response: answer } }, (req) =>
    sharing.get(requireUser(req), req.params.id),
  );

  app.post(
    '/students/:id/share',
    { ...student, schema: { params: idParamSchema, body: resumeShareRequestSchema, response: answer } },
    (req) => sharing.enable(requireUser(req), req.params.id, req.body?.show_email),
  );

  app.put(
    '/students/:id/share',
    { ...student, schema: { params: idParamSchema, body: resumeShareEmailSchema, response: answer } },
    (req) => sharing.setEmail(requireUser(req), req.params.id, req.body.show_email),
  );

  app.delete('/students/:id/share', { ...student, schema: { params: idParamSchema, response: answer } }, (req) =>
    sharing.disable(requireUser(req), req.params.id),
  );
};
