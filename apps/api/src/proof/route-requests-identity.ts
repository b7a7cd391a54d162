import type { ProofRequest, RequestBuilder } from './route-requests.ts';

const req = (method: ProofRequest['method'], url: string, payload?: ProofRequest['payload']): ProofRequest => ({
  method,
  url,
  payload,
});

/** Institutional sign-in and the second factor (docs/decisions/019-institutional-sign-in.md). */
export const IDENTITY_REQUESTS: Record<string, RequestBuilder> = {
  'GET /api/auth/providers': () => req('GET', '/api/auth/providers'),
  'GET /api/auth/oidc/:id/start': () => req('GET', '/api/auth/oidc/govbr/start?redirect=/vagas'),
  'GET /api/auth/oidc/:id/callback': () => req('GET', '/api/auth/oidc/govbr/callback?code=abc&state=xyz'),
  'GET /api/auth/saml/metadata': () => req('GET', '/api/auth/saml/metadata'),
  'GET /api/auth/saml/:id/start': () => req('GET', '/api/auth/saml/cafe/start?redirect=/vagas'),
  'POST /api/auth/saml/acs': () => ({
    method: 'POST',
    url: '/api/auth/saml/acs',
    payload: 'SAMLResponse=PHNhbWw%2BPC9zYW1sPg%3D%3D&RelayState=%2Fvagas',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'POST /api/auth/exchange': () => req('POST', '/api/auth/exchange', { code: 'codigo-desconhecido' }),
  'POST /api/login/mfa': () => req('POST', '/api/login/mfa', { mfa_token: 'desconhecido', code: '123456' }),
  'GET /api/mfa': () => req('GET', '/api/mfa'),
  'POST /api/mfa/totp': () => req('POST', '/api/mfa/totp'),
  'POST /api/mfa/totp/verify': () => req('POST', '/api/mfa/totp/verify', { code: '000000' }),
  'DELETE /api/mfa/totp': () => req('DELETE', '/api/mfa/totp', { password: 'Errada@00000' }),
};
