import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../route-table/serve.ts';
import type { PreferencesService } from './preferences.service.ts';

/** GET/PUT /api/stage/preferences: the student's own choices (docs/spec/07-api.md#professional-stage-api). */
export const preferencesRoutes = async (app: FastifyInstance, { preferences }: { preferences: PreferencesService }) => {
  const access = 'stage.student';
  serve(app, api.preferences, { access }, (req) => preferences.get(requireUser(req)));
  serve(app, api.setPreferences, { access }, (req) => preferences.set(requireUser(req), req.body));
};
