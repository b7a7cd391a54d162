import type { FastifyInstance } from 'fastify';
import { authApi as api, messages } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { serve } from '../../route-table/serve.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes = async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  const open = { access: 'public' } as const;
  serve(app, api.login, open, (req) => auth.login(req.body, req.ip, requestContext(req).userAgent));
  serve(app, api.loginMfa, open, (req) => auth.loginMfa(req.body, req.ip, requestContext(req).userAgent));
  serve(app, api.loginStudent, open, (req) => auth.loginStudent(req.body, req.ip, requestContext(req).userAgent));
  serve(app, api.logout, { access: 'session.own' }, async (req, reply) => {
    if (req.token) await auth.logout(req.token, requestContext(req));
    return reply.status(204).send();
  });
  serve(app, api.forgotPassword, open, async (req) => {
    await auth.forgotPassword(req.body.email, req.ip, requestContext(req).userAgent);
    return { message: messages.session.forgotSuccess };
  });
  serve(app, api.resetPassword, open, async (req) => {
    const loginPath = await auth.resetPassword(
      req.params.email,
      req.query.signature,
      req.body.password,
      requestContext(req),
    );
    return { message: messages.session.resetSuccess, login_path: loginPath };
  });
  serve(app, api.changePassword, { access: 'session.own' }, async (req) => {
    await auth.changePassword(requireUser(req), req.token ?? '', req.body, requestContext(req));
    return { message: messages.session.passwordChanged };
  });
  serve(app, api.profile, { access: 'session.own' }, (req) => auth.profile(requireUser(req)));
};
