import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MfaService } from './mfa.service.ts';
import { createIdentityServices } from './identity-services.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';

/** Institutional sign-in: OpenID Connect, CAFe SAML and the staff's second factor (docs/decisions/019-institutional-sign-in.md). */
export const identityModule = defineModule({
  name: 'identity',
  services: ({ db, env, log }, s: { audit: AuditService; auth: AuthService; mfa: MfaService }) =>
    createIdentityServices({ db, env, audit: s.audit, log, auth: s.auth }),
  routes: (api, s) =>
    api.register(identityRoutes, {
      identity: s.identity,
      oidc: s.oidc,
      saml: s.saml,
      mfa: s.mfa,
      appUrl: s.oidc.appUrl,
    }),
  // Institutional sign-ins never finished.
  maintenance: ({ db }) => [() => createIdentityRepository(db).pruneTickets()],
});
