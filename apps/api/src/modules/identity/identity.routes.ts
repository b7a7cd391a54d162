import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityApi as api, messages } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { serve } from '../../route-table/serve.ts';
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
export const identityRoutes = async (
  app: FastifyInstance,
  {
    identity,
    oidc,
    saml,
    mfa,
    appUrl,
  }: { identity: IdentityService; oidc: OidcService; saml?: SamlService; mfa: MfaService; appUrl: string },
) => {
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

  const open = { access: 'public' } as const;
  serve(app, api.providers, open, () => [...oidc.list(), ...(saml?.list() ?? [])]);

  // CAFe (SAML 2.0): 404 without SAML IdP metadata, like any unknown route.
  const samlOr404 = (reply: FastifyReply) => {
    if (!saml) void reply.status(404).send({ errors: [{ message: messages.errors.routeNotFound }] });
    return saml;
  };

  serve(app, api.samlMetadata, open, async (_req, reply) => {
    const sp = samlOr404(reply);
    if (sp) return reply.type('application/samlmetadata+xml').send(sp.metadata());
  });

  serve(app, api.samlStart, open, async (req, reply) => {
    const sp = samlOr404(reply);
    if (!sp) return;
    try {
      return reply.redirect(await sp.start(req.query.redirect, req.query.entityID), 302);
    } catch (err) {
      return refused(reply, err);
    }
  });

  // The IdP POSTs an HTML form here (HTTP-POST binding); only this route reads such bodies.
  await app.register(async (acs) => {
    acs.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 262_144 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    serve(acs, api.samlAcs, open, async (req, reply) => {
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

  serve(app, api.oidcStart, open, async (req, reply) => {
    try {
      const started = await oidc.start(req.params.id, req.query.redirect);
      setCookie(reply, started.binding, 600);
      return reply.redirect(started.url, 302);
    } catch (err) {
      return refused(reply, err);
    }
  });

  serve(app, api.oidcCallback, open, async (req, reply) => {
    setCookie(reply, '', 0);
    try {
      const query = req.query as Record<string, string | undefined>;
      const done = await oidc.callback(req.params.id, query, cookieOf(req), requestContext(req));
      return toWeb(reply, { code: done.code, next: done.redirect });
    } catch (err) {
      return refused(reply, err);
    }
  });

  serve(app, api.exchange, open, (req) => identity.exchange(req.body.code));

  const own = { access: 'mfa.own' } as const;
  serve(app, api.mfaStatus, own, (req) => mfa.status(requireUser(req)));
  serve(app, api.totpSetup, own, (req) => mfa.setup(requireUser(req)));
  serve(app, api.totpVerify, own, (req) => mfa.enable(requireUser(req), req.body.code, requestContext(req)));
  serve(app, api.totpDisable, own, async (req) => {
    await mfa.disable(requireUser(req), req.body.password, requestContext(req));
    return { message: messages.session.mfaDisabled };
  });
};
