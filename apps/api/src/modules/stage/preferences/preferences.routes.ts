import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_ID, stagePreferencesSchema } from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import type { PreferencesService } from './preferences.service.ts';

/** GET/PUT /api/stage/preferences: the student's own choices (docs/spec/07-api.md#professional-stage-api). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  const students = { onRequest: requireRole(ROLE_ID.student) };
  const response = { 200: stagePreferencesSchema };
  app.get('/preferences', { ...students, schema: { response } }, (req) => preferences.get(requireUser(req)));
  app.put('/preferences', { ...students, schema: { body: stagePreferencesSchema, response } }, (req) =>
    preferences.set(requireUser(req), req.body),
  );
};
