import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { LoginResponse } from '@portal/contracts';
import { createIdentityRepository } from './identity.repository.ts';
import { createIdentityService } from './identity.service.ts';
import { createMfaRepository } from './mfa.repository.ts';
import { createMfaService } from './mfa.service.ts';
import { createOidcService } from './oidc.service.ts';
import { createSamlService } from './saml.service.ts';

/**
 * The identity group (docs/decisions/019-institutional-sign-in.md). The second factor comes first:
 * the auth service asks it at every staff sign-in; the providers then sign in through auth.
 */
export const createMfa = (deps: {
  db: Db;
  env: Env;
  audit: AuditService;
  secret: string;
  confirmPassword: (user: AuthUser, password: string, origin: RequestOrigin) => Promise<void>;
  admitCode: (user: AuthUser, origin: RequestOrigin) => Promise<() => Promise<void>>;
  sessionsChanged: () => Promise<void>;
}) =>
  createMfaService({
    repo: createMfaRepository(deps.db),
    tickets: createIdentityRepository(deps.db),
    audit: deps.audit,
    secret: deps.secret,
    requiredRoles: deps.env.MFA_ROLES,
    confirmPassword: deps.confirmPassword,
    admitCode: deps.admitCode,
    sessionsChanged: deps.sessionsChanged,
  });

export const createIdentityServices = (deps: {
  db: Db;
  env: Env;
  audit: AuditService;
  log: Pick<Logger, 'warn'>;
  auth: {
    institutionalSession: (userId: number, mfaDone: boolean) => Promise<LoginResponse>;
    isDisabled: (userId: number) => Promise<boolean>;
  };
}) => {
  const identity = createIdentityService({
    repo: createIdentityRepository(deps.db),
    audit: deps.audit,
    session: (id, mfa) => deps.auth.institutionalSession(id, mfa),
    isDisabled: (id) => deps.auth.isDisabled(id),
  });
  const oidc = createOidcService({
    providers: deps.env.OIDC_PROVIDERS,
    appUrl: deps.env.APP_URL,
    identity,
    log: deps.log,
  });
  const e = deps.env;
  const saml =
    (e.SAML_IDP_METADATA_URL || e.SAML_IDP_METADATA_FILE) && e.SAML_SP_CERT_FILE && e.SAML_SP_PRIVATE_KEY_FILE
      ? createSamlService({
          settings: {
            idpMetadata: { url: e.SAML_IDP_METADATA_URL, file: e.SAML_IDP_METADATA_FILE },
            discoveryUrl: e.SAML_DISCOVERY_URL,
            spCertFile: e.SAML_SP_CERT_FILE,
            spKeyFile: e.SAML_SP_PRIVATE_KEY_FILE,
            spEntityId: e.SAML_SP_ENTITY_ID ?? `${e.APP_URL.replace(/\/$/, '')}/api/auth/saml/metadata`,
            label: e.SAML_LABEL,
          },
          appUrl: e.APP_URL,
          identity,
          log: deps.log,
        })
      : undefined;
  return { identity, oidc, saml };
};
