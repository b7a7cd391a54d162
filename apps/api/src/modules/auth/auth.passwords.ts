import { messages, RESET_LINK_TTL_MINUTES, type RoleId } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isStudent, type AuthUser } from '../../lib/access.ts';
import type { Logger } from '../../lib/logger.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { fingerprint, hashToken, signReset, verifyReset } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import { resetPasswordMail, welcomeMail } from './auth.mail.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';

const WELCOME_LINK_TTL_MS = 7 * 24 * 3_600_000;

/**
 * A user's password: changed by its owner, recovered through a signed link, or first chosen by an
 * imported student through the welcome link. A link stops working once the password it was signed
 * over changes.
 */
export const createPasswords = (deps: {
  repo: AuthRepository;
  limits: RateLimitRepository;
  mailer: Mailer;
  config: {
    secret: string;
    appUrl: string;
    loginMaxPerAccount: number;
    forgotMaxPerAccount: number;
    forgotMaxPerAddress: number;
  };
  log: Pick<Logger, 'error'>;
  audit: AuditService;
  admitAttempt: (
    keys: Array<[string, number]>,
    who: { label: string; origin: RequestOrigin; userId?: number | null },
  ) => Promise<void>;
  sessionsEnded: () => Promise<void>;
}) => {
  const { repo, limits, mailer, config, admitAttempt, sessionsEnded } = deps;
  const linkFor = (email: string, passwordHash: string, expiresAt: number) => {
    const signature = signReset(config.secret, email, fingerprint(passwordHash), expiresAt);
    return `${config.appUrl.replace(/\/$/, '')}/api/oportunidades/reset-password/${encodeURIComponent(email)}?signature=${signature}`;
  };

  return {
    /** Answers the same for known and unknown e-mails; the mail goes out off the request path. */
    async forgotPassword(emailInput: string, ip: string, userAgent: string | null = null): Promise<void> {
      const email = emailInput.trim().toLowerCase();
      const origin = { ip, userAgent };
      await admitAttempt(
        [
          [`forgot:acct:${email}`, config.forgotMaxPerAccount],
          [`forgot:ip:${ip}`, config.forgotMaxPerAddress],
        ],
        { label: email, origin },
      );
      const row = await repo.findByEmail(email);
      // Unknown addresses too: a run of them from one place is worth seeing.
      await deps.audit.record({
        action: 'password.reset_requested',
        actor: null,
        actorLabel: email,
        origin,
        target: row && { type: 'user', id: row.id },
      });
      if (!row) return;
      const link = linkFor(email, row.password_hash, Date.now() + RESET_LINK_TTL_MINUTES * 60_000);
      mailer
        .send(resetPasswordMail(row.email, row.name, link, RESET_LINK_TTL_MINUTES))
        .catch((err: unknown) => deps.log.error({ err }, 'reset e-mail failed'));
    },

    /** A student imported without a password chooses one through a 7-day link. */
    async sendWelcome(emailInput: string, name: string): Promise<void> {
      const email = emailInput.trim().toLowerCase();
      const row = await repo.findByEmail(email);
      if (!row) return;
      const link = linkFor(email, row.password_hash, Date.now() + WELCOME_LINK_TTL_MS);
      mailer
        .send(welcomeMail(row.email, name, link))
        .catch((err: unknown) => deps.log.error({ err }, 'welcome e-mail failed'));
    },

    /** Answers where the user signs in next: students at `/`, staff at `/login-admin`. */
    async resetPassword(
      emailInput: string,
      signature: string,
      password: string,
      origin: RequestOrigin | null = null,
    ): Promise<'/' | '/login-admin'> {
      const email = emailInput.trim().toLowerCase();
      const row = await repo.findByEmail(email);
      if (!row || !verifyReset(config.secret, email, fingerprint(row.password_hash), signature)) {
        throw new AppError('BAD_REQUEST', messages.session.resetLinkInvalid);
      }
      const changed = await repo.setPassword(row.id, row.password_hash, await hashPassword(password));
      // Another request spent the same link while this one was hashing.
      if (!changed) throw new AppError('BAD_REQUEST', messages.session.resetLinkInvalid);
      await sessionsEnded();
      await limits.reset(`login:acct:${email}`);
      await deps.audit.record({
        action: 'password.reset',
        actor: null,
        actorLabel: email,
        origin,
        target: { type: 'user', id: row.id },
      });
      return isStudent({ role_id: row.role_id as RoleId }) ? '/' : '/login-admin';
    },

    async changePassword(
      user: AuthUser,
      token: string,
      input: { current_password: string; password: string },
      origin: RequestOrigin,
    ): Promise<void> {
      const key = `password:acct:${user.id}`;
      await admitAttempt([[key, config.loginMaxPerAccount]], { label: user.email, origin, userId: user.id });
      const row = await repo.findByEmail(user.email);
      if (!row || !(await verifyPassword(input.current_password, row.password_hash)))
        throw AppError.validation('current_password', messages.session.currentPasswordWrong);
      await limits.reset(key);
      if (input.password === input.current_password)
        throw AppError.validation('password', messages.session.passwordUnchanged);
      const changed = await repo.changePassword(
        row.id,
        row.password_hash,
        await hashPassword(input.password),
        hashToken(token),
      );
      // Another request changed it while this one was hashing.
      if (!changed) throw AppError.validation('current_password', messages.session.currentPasswordWrong);
      await sessionsEnded();
      await deps.audit.record({
        action: 'password.changed',
        actor: user,
        origin,
        target: { type: 'user', id: user.id },
      });
    },
  };
};
