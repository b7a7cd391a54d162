import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requestContext } from '../../plugins/request-context.ts';
import { serve } from '../../route-table/serve.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** POST /api/stage/auth/login: the RA login, answering the same session (token) as /api/login-student. */
export const stageAuthRoutes = async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  serve(app, api.login, { access: 'public' }, (req) =>
    auth.loginStudent(req.body, req.ip, requestContext(req).userAgent),
  );
};
