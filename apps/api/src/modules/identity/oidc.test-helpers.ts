import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** Who signs in at the provider, and what a test wants to break in its answer. */
export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  amr?: string[];
  [claim: string]: unknown;
}
export interface Tamper {
  nonce?: string;
  iss?: string;
  aud?: string;
  /** Seconds from now; negative: already expired. */
  exp?: number;
  /** Signs with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

/**
 * A small but real OpenID Provider for tests: discovery, JWKS, authorization endpoint (it signs
 * `identity` in at once), token endpoint checking the client secret, the code and PKCE S256, and
 * RS256-signed id_tokens made with jose.
 */
export const startTestOidcProvider = async (opts: { clientId: string; clientSecret: string }) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirect: string; identity: TestIdentity }>();
  const state = {
    identity: { sub: 'sub-1' } as TestIdentity,
    tamper: {} as Tamper,
    /** The last authorization request's parameters. */
    lastAuthorize: new URLSearchParams(),
  };
  let issuer = '';

  const sign = (claims: Record<string, unknown>, key: CryptoKey, t: Tamper) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(t.iss ?? issuer)
      .setAudience(t.aud ?? opts.clientId)
      .setIssuedAt(Math.floor(Date.now() / 1000) + (t.exp !== undefined && t.exp < 0 ? t.exp - 60 : 0))
      .setExpirationTime(Math.floor(Date.now() / 1000) + (t.exp ?? 300))
      .sign(key);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      state.lastAuthorize = url.searchParams;
      const p = url.searchParams;
      if (p.get('client_id') !== opts.clientId || p.get('code_challenge_method') !== 'S256')
        return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        nonce: p.get('nonce') ?? '',
        challenge: p.get('code_challenge') ?? '',
        redirect: p.get('redirect_uri') ?? '',
        identity: state.identity,
      });
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from(`${encodeURIComponent(opts.clientId)}:${encodeURIComponent(opts.clientSecret)}`);
        const viaBasic = req.headers.authorization === `Basic ${basic.toString('base64')}`;
        const viaPost = form.get('client_id') === opts.clientId && form.get('client_secret') === opts.clientSecret;
        if (!viaBasic && !viaPost) return json(401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (
          !grant ||
          grant.redirect !== form.get('redirect_uri') ||
          createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
        )
          return json(400, { error: 'invalid_grant' });
        const t = state.tamper;
        void sign(
          { ...grant.identity, nonce: t.nonce ?? grant.nonce },
          t.foreignKey ? foreign.privateKey : privateKey,
          t,
        ).then((idToken) =>
          json(200, {
            access_token: `at-${grant.identity.sub}`,
            token_type: 'Bearer',
            expires_in: 300,
            id_token: idToken,
          }),
        );
      });
      return;
    }
    if (url.pathname === '/userinfo') return json(200, { sub: state.identity.sub });
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TestOidcProvider = Awaited<ReturnType<typeof startTestOidcProvider>>;

/** The test provider's settings for createTestApp: `OIDC_TEST_*`, RA in the `ra` claim. */
export const oidcEnv = (op: TestOidcProvider, extra: Record<string, string> = {}) => ({
  OIDC_TEST_ISSUER: op.issuer,
  OIDC_TEST_CLIENT_ID: 'portal',
  OIDC_TEST_CLIENT_SECRET: 'segredo-do-portal',
  OIDC_TEST_LABEL: 'Entrar com a universidade',
  OIDC_TEST_RA_CLAIM: 'ra',
  ...extra,
});

type Injectable = {
  inject: (o: { method: 'GET'; url: string; headers?: Record<string, string> }) => PromiseLike<{
    statusCode: number;
    headers: Record<string, unknown>;
  }>;
};

/**
 * The browser's part: start on `start`, follow the provider's redirect for real (HTTP), then
 * deliver its answer to `callback` (another instance, if a test wants) with the browser's cookie.
 * Answers /auth/callback's query.
 */
export const browserSignIn = async (
  start: Injectable,
  callback: Injectable = start,
  opts: { cookie?: string | null; redirect?: string; rewrite?: (u: URL) => void } = {},
): Promise<URLSearchParams> => {
  const begin = await start.inject({
    method: 'GET',
    url: `/api/auth/oidc/test/start?redirect=${encodeURIComponent(opts.redirect ?? '/vagas')}`,
  });
  if (begin.statusCode !== 302) throw new Error(`start answered ${begin.statusCode}`);
  const location = String(begin.headers.location);
  if (location.includes('/auth/callback?')) return new URL(location).searchParams;
  const setCookie = String(begin.headers['set-cookie'] ?? '');
  const cookie = opts.cookie === undefined ? setCookie.split(';')[0]! : opts.cookie;
  const atProvider = await fetch(location, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  opts.rewrite?.(back);
  const done = await callback.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (done.statusCode !== 302) throw new Error(`callback answered ${done.statusCode}`);
  const web = new URL(String(done.headers.location));
  if (web.pathname !== '/auth/callback') throw new Error(`callback went to ${web.href}`);
  return web.searchParams;
};
