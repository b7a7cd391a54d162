import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';
import { createMfa } from '../identity/identity-services.ts';

/** Sign-in, sessions and the rate limits of sign-in and password recovery. */
export const authModule = defineModule({
  name: 'auth',
  services: ({ env, db, mailer, log, secret, sessionBus }, s: { audit: AuditService }) => {
    const rateLimits = createRateLimitRepository(db);
    // The second factor asks auth for the password; auth asks it at every staff sign-in.
    const mfa = createMfa({
      db,
      env,
      audit: s.audit,
      secret,
      confirmPassword: (...a) => auth.confirmPassword(...a),
      admitCode: (...a) => auth.admitCode(...a),
      sessionsChanged: () => auth.sessionsChanged(),
    });
    const auth = createAuthService({
      secondFactor: mfa.secondFactor,
      audit: s.audit,
      bus: sessionBus,
      repo: createAuthRepository(db),
      limits: rateLimits,
      mailer,
      log,
      config: {
        secret,
        appUrl: env.APP_URL,
        tokenTtlHours: env.TOKEN_TTL_HOURS,
        rememberTtlHours: env.REMEMBER_TOKEN_TTL_HOURS,
        loginMaxPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        loginMaxPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
        forgotMaxPerAccount: env.FORGOT_MAX_PER_ACCOUNT,
        forgotMaxPerAddress: env.FORGOT_MAX_PER_ADDRESS,
        windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
        sessionCacheSeconds: env.AUTH_SESSION_CACHE_SECONDS,
        mfaRoles: env.MFA_ROLES,
      },
    });
    // Sign-up counts its attempts per address in the same table.
    return { auth, rateLimits, mfa };
  },
  routes: (api, s) => api.register(authRoutes, { auth: s.auth }),
  // Expired tokens, and rate-limit counters whose window ended (docs/decisions/016-security-hardening.md).
  maintenance: ({ env }, s) => [
    () => s.auth.pruneExpiredSessions(),
    async () => {
      await s.rateLimits.pruneExpired(env.RATE_LIMIT_WINDOW_MINUTES * 60_000);
    },
  ],
});
