import { z } from 'zod';
import { sessionSchema } from './auth.ts';
import { messageResponseSchema } from './common.ts';
import { route } from './route.ts';

/** Institutional sign-in (docs/spec/12-accounts-security.md#institutional-sign-in, docs/decisions/019). */
export const providerSchema = z.object({
  id: z.string(),
  kind: z.enum(['oidc', 'saml']),
  label: z.string(),
});
export type IdentityProvider = z.infer<typeof providerSchema>;
export const providersResponseSchema = z.array(providerSchema);

/** A provider id as written in paths: the lower-case `<ID>` of `OIDC_<ID>_*`. */
export const providerIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9_]{1,32}$/) });

/** Where to go after signing in: a path of this site; anything else falls back to `/`. */
export const ssoStartQuerySchema = z.object({ redirect: z.string().max(512).optional() });

/**
 * A path of this site (`/vagas?x=1`), else null: no scheme, no `//host` or `/\\host`, no spaces.
 * Where a sign-in started (`redirect`) and where the web goes after it (`next`).
 */
export const sitePath = (value: string | null | undefined): string | null =>
  value && value.length <= 512 && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;

/** CAFe's start: `entityID` is the IdP chosen, as a SAML discovery service returns it. */
// Pure: the web's login screens import this file's constants, and an unmarked `.extend` call would
// keep zod on them (docs/decisions/021-mobile-first-load.md).
export const samlStartQuerySchema = /* @__PURE__ */ ssoStartQuerySchema.extend({
  entityID: z.string().max(1024).optional(),
});

/** The provider's answer; every field is checked by the OIDC client, so only lengths are bounded here. */
export const oidcCallbackQuerySchema = z
  .object({
    code: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(256).optional(),
    iss: z.string().max(512).optional(),
  })
  .catchall(z.string().max(2048));

/** Why an institutional sign-in ended without a session: the `?error=` of /auth/callback. */
export const SSO_ERRORS = [
  'state',
  'nonce',
  'token',
  'email_unverified',
  'not_linked',
  'disabled',
  'role',
  'denied',
  'provider',
  'expired',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export const SSO_ERROR_MESSAGES: Record<SsoError, string> = {
  state: 'A entrada expirou ou foi iniciada em outro navegador. Tente novamente.',
  nonce: 'A resposta do provedor de identidade não corresponde a esta entrada. Tente novamente.',
  token: 'A resposta do provedor de identidade não pôde ser verificada. Tente novamente.',
  email_unverified: 'O provedor de identidade não confirmou o seu e-mail. Confirme-o lá e tente novamente.',
  not_linked:
    'Não encontramos uma conta do portal para esta identidade. Procure o escritório de carreiras para vincular o seu cadastro.',
  disabled: 'Conta desativada. Procure o escritório de carreiras.',
  role: 'Este provedor de identidade não pode ser usado para o seu tipo de conta.',
  denied: 'A entrada foi cancelada no provedor de identidade.',
  provider: 'O provedor de identidade não respondeu como esperado. Tente novamente mais tarde.',
  expired: 'O código de entrada expirou ou já foi usado. Entre novamente.',
};

export const ssoErrorMessage = (error: string | null | undefined): string =>
  (SSO_ERRORS as readonly string[]).includes(error ?? '')
    ? SSO_ERROR_MESSAGES[error as SsoError]
    : SSO_ERROR_MESSAGES.provider;

/** `POST /api/auth/exchange`: the one-time code of /auth/callback for the session. */
export const exchangeRequestSchema = z.object({ code: z.string().min(1).max(128) });

/** `POST /api/login` when the account has a second factor: no session yet. */
export const mfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export const loginResponseSchema = z.union([sessionSchema, mfaChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isMfaChallenge = (r: LoginResponse): r is MfaChallenge => 'mfa_required' in r;

/** A six-digit TOTP code, or a recovery code (letters and digits, an optional dash). */
export const mfaCodeSchema = z
  .string({ error: 'Informe o código.' })
  .trim()
  .min(6, { error: 'Informe o código de 6 dígitos.' })
  .max(32);

export const loginMfaRequestSchema = z.object({ mfa_token: z.string().min(1).max(128), code: mfaCodeSchema });
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const totpVerifyRequestSchema = z.object({ code: mfaCodeSchema });
export const totpVerifyResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export const totpDisableRequestSchema = z.object({ password: z.string().min(1).max(256) });
export const mfaStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** docs/spec/07-api.md#institutional-sign-in, as one table (docs/decisions/024-route-table.md). */
export const identityApi = {
  providers: route({ method: 'GET', path: '/auth/providers', responses: { 200: providersResponseSchema } }),
  samlMetadata: route({ method: 'GET', path: '/auth/saml/metadata' }),
  samlStart: route({
    method: 'GET',
    path: '/auth/saml/:id/start',
    params: providerIdParamsSchema,
    query: samlStartQuerySchema,
  }),
  /** The IdP's HTML form (HTTP-POST binding), read as form fields. */
  samlAcs: route({ method: 'POST', path: '/auth/saml/acs' }),
  oidcStart: route({
    method: 'GET',
    path: '/auth/oidc/:id/start',
    params: providerIdParamsSchema,
    query: ssoStartQuerySchema,
  }),
  oidcCallback: route({
    method: 'GET',
    path: '/auth/oidc/:id/callback',
    params: providerIdParamsSchema,
    query: oidcCallbackQuerySchema,
  }),
  exchange: route({
    method: 'POST',
    path: '/auth/exchange',
    body: exchangeRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
  mfaStatus: route({ method: 'GET', path: '/mfa', responses: { 200: mfaStatusSchema } }),
  totpSetup: route({ method: 'POST', path: '/mfa/totp', responses: { 200: totpSetupResponseSchema } }),
  totpVerify: route({
    method: 'POST',
    path: '/mfa/totp/verify',
    body: totpVerifyRequestSchema,
    responses: { 200: totpVerifyResponseSchema },
  }),
  totpDisable: route({
    method: 'DELETE',
    path: '/mfa/totp',
    body: totpDisableRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
};
