import * as client from 'openid-client';
import type { IdentityProvider, SsoError } from '@portal/contracts';
import type { OidcProviderEnv } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';
import { safeRedirect, SsoRefusal, type IdentityService } from './identity.service.ts';

const STATE_TTL_MS = 10 * 60_000;
/** `amr` values that mean the provider asked for more than a password (RFC 8176). */
const MFA_AMR = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'fpt', 'face', 'pin']);

export interface OidcStart {
  url: string;
  /** Goes into the browser's HttpOnly cookie: the callback must come from the same browser. */
  binding: string;
}

/** oauth4webapi's error codes, mapped to what the sign-in page tells the person. */
const reasonOf = (err: unknown): SsoError => {
  const e = err as { code?: string; message?: string };
  for (let c: unknown = err; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause)
    if ((c as { claim?: string }).claim === 'nonce' || /"nonce"/.test((c as Error).message ?? '')) return 'nonce';
  if (e.code === 'OAUTH_INVALID_RESPONSE' && /state/i.test(e.message ?? '')) return 'state';
  if (/^OAUTH_(JWT|JWS|JSON_ATTRIBUTE|INVALID_RESPONSE)|CLAIM|TIMESTAMP|SIGNATURE/.test(e.code ?? '')) return 'token';
  if (e.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || e.code === 'ERR_JWKS_NO_MATCHING_KEY') return 'token';
  return 'provider';
};

/** OpenID Connect with openid-client: discovery, authorization code + PKCE S256, state and nonce. */
export const createOidcService = (deps: {
  providers: OidcProviderEnv[];
  appUrl: string;
  identity: IdentityService;
  log: Pick<Logger, 'warn'>;
}) => {
  const configs = new Map<string, Promise<client.Configuration>>();
  const byId = new Map(deps.providers.map((p) => [p.id, p]));
  const callbackUrl = (id: string) => `${deps.appUrl.replace(/\/$/, '')}/api/auth/oidc/${id}/callback`;

  /** Discovery once per process; a failure is forgotten so the next sign-in tries again. */
  const configOf = (p: OidcProviderEnv): Promise<client.Configuration> => {
    let config = configs.get(p.id);
    if (!config) {
      // env.ts accepts http:// issuers only on loopback (a local IdP, the tests).
      const insecure = p.issuer.startsWith('http://');
      config = client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
        // The id_token's signature is checked against the issuer's JWKS even though it comes
        // straight from the token endpoint (docs/decisions/019-institutional-sign-in.md).
        execute: [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])],
        timeout: 10,
      });
      config.catch(() => configs.delete(p.id));
      configs.set(p.id, config);
    }
    return config;
  };

  const providerOf = (id: string): OidcProviderEnv => {
    const p = byId.get(id);
    if (!p) throw new SsoRefusal('provider');
    return p;
  };

  return {
    /** The web's address: the callback ends at its /auth/callback page. */
    appUrl: deps.appUrl,

    list: (): IdentityProvider[] => deps.providers.map((p) => ({ id: p.id, kind: 'oidc', label: p.label })),

    has: (id: string) => byId.has(id),

    async start(id: string, redirect: string | undefined): Promise<OidcStart> {
      const p = providerOf(id);
      const config = await configOf(p).catch((err: unknown) => {
        deps.log.warn({ err, provider: id }, 'OIDC discovery failed');
        throw new SsoRefusal('provider');
      });
      const state = client.randomState();
      const nonce = client.randomNonce();
      const verifier = client.randomPKCECodeVerifier();
      const binding = client.randomState();
      await deps.identity.saveState(
        state,
        'oidc',
        { provider: id, nonce, verifier, binding, redirect: safeRedirect(redirect) },
        STATE_TTL_MS,
      );
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(id),
        scope: p.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, binding };
    },

    /**
     * Checks the provider's answer (state bound to this browser, PKCE, the id_token's signature,
     * iss, aud, exp and nonce) and answers the one-time code and where to go after it.
     */
    async callback(
      id: string,
      query: Record<string, string | undefined>,
      binding: string | undefined,
      origin: RequestOrigin,
    ): Promise<{ code: string; redirect: string }> {
      const p = providerOf(id);
      if (query.error) throw new SsoRefusal('denied');
      const pending = query.state ? await deps.identity.takeState(query.state, 'oidc') : undefined;
      if (!pending || pending.provider !== id || !binding || pending.binding !== binding) throw new SsoRefusal('state');
      const config = await configOf(p).catch(() => {
        throw new SsoRefusal('provider');
      });
      const current = new URL(callbackUrl(id));
      for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v);
      const tokens = await client
        .authorizationCodeGrant(config, current, {
          pkceCodeVerifier: String(pending.verifier),
          expectedState: query.state,
          expectedNonce: String(pending.nonce),
          idTokenExpected: true,
        })
        .catch((err: unknown) => {
          const reason = reasonOf(err);
          deps.log.warn({ err, provider: id, reason }, 'OIDC callback refused');
          throw new SsoRefusal(reason);
        });
      const claims = tokens.claims()!;
      let info: Record<string, unknown> = claims;
      // Some providers put the e-mail only in the UserInfo answer.
      if (!claims.email && config.serverMetadata().userinfo_endpoint)
        info = {
          ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => ({}))),
          ...claims,
        };
      const raw = p.raClaim ? info[p.raClaim] : undefined;
      const amr = Array.isArray(claims.amr) ? claims.amr.map(String) : [];
      const code = await deps.identity.signIn(
        {
          provider: claims.iss,
          providerId: id,
          subject: claims.sub,
          email: typeof info.email === 'string' ? info.email.trim().toLowerCase() : undefined,
          emailVerified: info.email_verified === true || info.email_verified === 'true',
          ra: typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : undefined,
          mfaDone: amr.some((m) => MFA_AMR.has(m)),
          roles: p.roles,
        },
        origin,
      );
      return { code, redirect: String(pending.redirect ?? '/') };
    },
  };
};

export type OidcService = ReturnType<typeof createOidcService>;
