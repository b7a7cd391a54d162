import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exchangeRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  messages,
  mfaStatusSchema,
  oidcCallbackQuerySchema,
  providerIdParamsSchema,
  providersResponseSchema,
  samlStartQuerySchema,
  ssoStartQuerySchema,
  totpDisableRequestSchema,
  totpSetupResponseSchema,
  totpVerifyRequestSchema,
  totpVerifyResponseSchema,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { SsoRefusal, type IdentityService } from './identity.service.ts';
import type { OidcService } from './oidc.service.ts';
import type { SamlService } from './saml.service.ts';
import type { MfaService } from './mfa.service.ts';

const COOKIE = 'portal_sso';

const cookieOf = (req: FastifyRequest): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return decodeURIComponent(v.join('='));
  }
  return undefined;
};

/**
 * Institutional sign-in and the second factor (docs/spec/07-api.md#institutional-sign-in). The
 * provider's callback always ends in a 302 to the web's /auth/callback with `code` or `error`.
 */
export const identityRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  oidc: OidcService;
  saml?: SamlService;
  mfa: MfaService;
  appUrl: string;
}> = async (app, { identity, oidc, saml, mfa, appUrl }) => {
  const base = appUrl.replace(/\/$/, '');
  const secure = base.startsWith('https:') ? '; Secure' : '';
  const setCookie = (reply: FastifyReply, value: string, maxAge: number) =>
    reply.header(
      'set-cookie',
      `${COOKIE}=${encodeURIComponent(value)}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    );
  const toWeb = (reply: FastifyReply, params: Record<string, string>) =>
    reply.redirect(`${base}/auth/callback?${new URLSearchParams(params).toString()}`, 302);
  const refused = (reply: FastifyReply, err: unknown) => {
    if (err instanceof SsoRefusal) return toWeb(reply, { error: err.reason });
    reply.log.error({ err }, 'institutional sign-in failed');
    return toWeb(reply, { error: 'provider' });
  };

  app.get('/auth/providers', { schema: { response: { 200: providersResponseSchema } } }, () => [
    ...oidc.list(),
    ...(saml?.list() ?? []),
  ]);

  // CAFe (SAML 2.0): 404 without SAML IdP metadata, like any unknown route.
  const samlOr404 = (reply: FastifyReply) => {
    if (!saml) void reply.status(404).send({ errors: [{ message: messages.errors.routeNotFound }] });
    return saml;
  };

  app.get('/auth/saml/metadata', async (_req, reply) => {
    const sp = samlOr404(reply);
    if (sp) return reply.type('application/samlmetadata+xml').send(sp.metadata());
  });

  app.get(
    '/auth/saml/:id/start',
    { schema: { params: providerIdParamsSchema, querystring: samlStartQuerySchema } },
    async (req, reply) => {
      const sp = samlOr404(reply);
      if (!sp) return;
      try {
        return reply.redirect(await sp.start(req.query.redirect, req.query.entityID), 302);
      } catch (err) {
        return refused(reply, err);
      }
    },
  );

  // The IdP POSTs an HTML form here (HTTP-POST binding); only this route reads such bodies.
  app.register(async (acs) => {
    acs.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 262_144 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    acs.post('/auth/saml/acs', async (req, reply) => {
      const sp = samlOr404(reply);
      if (!sp) return;
      try {
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
        const done = await sp.acs(body, requestContext(req));
        return toWeb(reply, { code: done.code, next: done.redirect });
      } catch (err) {
        return refused(reply, err);
      }
    });
  });

  app.get(
    '/auth/oidc/:id/start',
    { schema: { params: providerIdParamsSchema, querystring: ssoStartQuerySchema } },
    async (req, reply) => {
      try {
        const started = await oidc.start(req.params.id, req.query.redirect);
        setCookie(reply, started.binding, 600);
        return reply.redirect(started.url, 302);
      } catch (err) {
        return refused(reply, err);
      }
    },
  );

  app.get(
    '/auth/oidc/:id/callback',
    { schema: { params: providerIdParamsSchema, querystring: oidcCallbackQuerySchema } },
    async (req, reply) => {
      setCookie(reply, '', 0);
      try {
        const query = req.query as Record<string, string | undefined>;
        const done = await oidc.callback(req.params.id, query, cookieOf(req), requestContext(req));
        return toWeb(reply, { code: done.code, next: done.redirect });
      } catch (err) {
        return refused(reply, err);
      }
    },
  );

  app.post(
    '/auth/exchange',
    { schema: { body: exchangeRequestSchema, response: { 200: loginResponseSchema } } },
    (req) => identity.exchange(req.body.code),
  );

  const staff = { onRequest: requireRole(ROLE_ID.admin, ROLE_ID.representative) };

  app.get('/mfa', { ...staff, schema: { response: { 200: mfaStatusSchema } } }, (req) => mfa.status(requireUser(req)));

  app.post('/mfa/totp', { ...staff, schema: { response: { 200: totpSetupResponseSchema } } }, (req) =>
    mfa.setup(requireUser(req)),
  );

  app.post(
    '/mfa/totp/verify',
    { ...staff, schema: { body: totpVerifyRequestSchema, response: { 200: totpVerifyResponseSchema } } },
    (req) => mfa.enable(requireUser(req), req.body.code, requestContext(req)),
  );

  app.delete(
    '/mfa/totp',
    { ...staff, schema: { body: totpDisableRequestSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await mfa.disable(requireUser(req), req.body.password, requestContext(req));
      return { message: messages.session.mfaDisabled };
    },
  );
};
