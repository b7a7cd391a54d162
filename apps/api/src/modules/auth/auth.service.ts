import {
  messages,
  type LoginResponse,
  sessionRoleOf,
  type Profile,
  type RoleId,
  type Session,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { AuditService, RequestContext, RequestOrigin } from '../audit/audit.service.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';
import { createPasswords } from './auth.passwords.ts';
import { createSessionCache } from './session-cache.ts';
import type { SessionBus } from './session-bus.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AuthUser } from '../../lib/access.ts';

import { isAdmin, isStudent } from '../../lib/access.ts';

export interface AuthConfig {
  secret: string;
  appUrl: string;
  tokenTtlHours: number;
  rememberTtlHours: number;
  loginMaxPerAccount: number;
  loginMaxPerAddress: number;
  forgotMaxPerAccount: number;
  forgotMaxPerAddress: number;
  windowMinutes: number;
  /** How long a resolved token is reused in this process (0: every request reads the database). */
  sessionCacheSeconds: number;
  /** MFA_REQUIRED_ROLES: these users set TOTP up before anything else. */
  mfaRoles?: readonly string[];
}

type Log = Pick<Logger, 'error'>;

/** The second factor of staff sign-ins (modules/identity/mfa.service.ts, docs/decisions/019-institutional-sign-in.md). */
export interface SecondFactor {
  enabled(userId: number): Promise<boolean>;
  /** A TOTP code or an unused recovery code (spent by this call). */
  verify(userId: number, code: string): Promise<boolean>;
  /** A pending sign-in waiting for the code: its token, valid on every instance. */
  challenge(userId: number, remember: boolean): Promise<string>;
  pending(token: string): Promise<{ userId: number; remember: boolean } | undefined>;
  /** Ends the pending sign-in; false when another request already did. */
  finish(token: string): Promise<boolean>;
}

const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role_id: row.role_id as RoleId,
  is_active: row.is_active,
  student_id: row.student_id,
  must_change_password: row.must_change_password,
  mfa_enabled: row.mfa_enabled,
});

export const createAuthService = (deps: {
  repo: AuthRepository;
  limits: RateLimitRepository;
  mailer: Mailer;
  config: AuthConfig;
  log: Log;
  audit: AuditService;
  /** Other API processes hear of session changes through it (session-bus.ts); local only without. */
  bus?: SessionBus;
  secondFactor?: SecondFactor;
}) => {
  const { repo, limits, config } = deps;
  const windowMs = config.windowMinutes * 60_000;
  const sessions = createSessionCache<AuthUser>({ ttlMs: config.sessionCacheSeconds * 1000, maxEntries: 10_000 });
  deps.bus?.onChange(() => sessions.clear());
  /** Here at once, and in every other API process as soon as the database delivers the notice. */
  const sessionsEnded = async (): Promise<void> => {
    sessions.clear();
    await deps.bus?.publish().catch((err: unknown) => deps.log.error({ err }, 'session change not published'));
  };

  const mfaSetupRequired = (user: AuthUser) =>
    !user.mfa_enabled && (config.mfaRoles ?? []).includes(sessionRoleOf(user.role_id));

  const tooMany = async (key: string): Promise<AppError> => {
    const { resetsAt } = await limits.peek(key, windowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
    return new AppError('TOO_MANY_REQUESTS', messages.session.tooManyAttempts, { retryAfterSeconds });
  };

  /**
   * Counts the attempt before the password is checked, in one statement per key: concurrent
   * attempts each see the count the others left, so no more than the limit ever reach scrypt.
   */
  const admitAttempt = async (
    keys: Array<[string, number]>,
    who: { label: string; origin: RequestOrigin; userId?: number | null },
  ): Promise<void> => {
    for (const [key, max] of keys) {
      const count = await limits.hit(key, windowMs);
      if (count <= max) continue;
      // The first refusal of a window is the lockout; the ones after it would only flood the log.
      if (count === max + 1)
        await deps.audit.record({
          action: 'login.locked',
          actor: null,
          actorLabel: who.label,
          origin: who.origin,
          target: who.userId ? { type: 'user', id: who.userId } : undefined,
          details: { limit: key.slice(0, key.lastIndexOf(':')), max, window_minutes: config.windowMinutes },
        });
      throw await tooMany(key);
    }
  };

  const hasTerms = async (user: AuthUser): Promise<boolean> => {
    if (isAdmin(user)) return true;
    return repo.hasSignedLatestTerm(user.id, isStudent(user) ? 'aluno' : 'empresa');
  };

  const issueSession = async (row: UserRow, remember: boolean): Promise<Session> => {
    const user = toAuthUser(row);
    const token = newToken();
    const ttl = (remember ? config.rememberTtlHours : config.tokenTtlHours) * 3_600_000;
    const expiresAt = new Date(Date.now() + ttl);
    await repo.insertToken(user.id, hashToken(token), expiresAt);
    return {
      type: 'bearer',
      token,
      expires_at: expiresAt.toISOString(),
      role: sessionRoleOf(user.role_id),
      user_id: user.id,
      student_id: user.student_id,
      has_terms: await hasTerms(user),
      name: user.name,
      must_change_password: user.must_change_password,
      ...(mfaSetupRequired(user) && { mfa_setup_required: true }),
    };
  };

  /** Same work and the same answer whether the account is unknown or the password is wrong. */
  const checkCredentials = async (
    row: UserRow | undefined,
    password: string,
    accountKey: string,
    ip: string,
    failure: string,
    attempt: { login: string; userAgent: string | null },
  ): Promise<UserRow> => {
    const origin = { ip, userAgent: attempt.userAgent };
    const addressKey = `login:ip:${ip}`;
    await admitAttempt(
      [
        [accountKey, config.loginMaxPerAccount],
        [addressKey, config.loginMaxPerAddress],
      ],
      { label: attempt.login, origin, userId: row?.id },
    );
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
    if (!row || !ok) {
      // The login typed, never the password; the account it names, if any, so an erasure finds it.
      await deps.audit.record({
        action: 'login.failure',
        actor: null,
        actorLabel: attempt.login,
        origin,
        target: row && { type: 'user', id: row.id },
      });
      throw new AppError('UNAUTHORIZED', failure);
    }
    // Told only to whoever knows the password; the attempt keeps counting against the limits.
    if (row.disabled) {
      await deps.audit.record({
        action: 'login.failure',
        actor: null,
        actorLabel: attempt.login,
        origin,
        target: { type: 'user', id: row.id },
        details: { reason: 'disabled' },
      });
      throw new AppError('FORBIDDEN', messages.session.accountDisabled);
    }
    if (needsRehash(row.password_hash))
      await repo.rehashPassword(row.id, row.password_hash, await hashPassword(password));
    await limits.reset(accountKey);
    // Only failures count against an address (a campus network signs many people in).
    await limits.release(addressKey);
    await deps.audit.record({ action: 'login.success', actor: row, origin, target: { type: 'user', id: row.id } });
    return row;
  };

  /** The session, or the second-factor step when the account has one and it was not done yet. */
  const sessionOrChallenge = async (row: UserRow, remember: boolean, mfaDone: boolean): Promise<LoginResponse> => {
    if (!mfaDone && (await deps.secondFactor?.enabled(row.id)))
      return { mfa_required: true, mfa_token: await deps.secondFactor!.challenge(row.id, remember) };
    return issueSession(row, remember);
  };

  return {
    async login(
      input: { email: string; password: string; remember?: boolean },
      ip: string,
      userAgent: string | null = null,
    ): Promise<LoginResponse> {
      const email = input.email.trim().toLowerCase();
      const row = await repo.findByEmail(email);
      const user = await checkCredentials(
        row,
        input.password,
        `login:acct:${email}`,
        ip,
        messages.session.loginFailed,
        { login: email, userAgent },
      );
      return sessionOrChallenge(user, input.remember ?? false, false);
    },

    /**
     * The code step of a sign-in with a second factor. Wrong codes count on the account's and the
     * address's sign-in limits, like wrong passwords.
     */
    async loginMfa(input: { mfa_token: string; code: string }, ip: string, userAgent: string | null = null) {
      const pending = await deps.secondFactor?.pending(input.mfa_token);
      const row = pending && (await repo.findById(pending.userId));
      if (!pending || !row) throw new AppError('BAD_REQUEST', messages.session.mfaExpired);
      const origin = { ip, userAgent };
      const keys: Array<[string, number]> = [
        [`login:acct:${row.email}`, config.loginMaxPerAccount],
        [`login:ip:${ip}`, config.loginMaxPerAddress],
      ];
      await admitAttempt(keys, { label: row.email, origin, userId: row.id });
      if (!(await deps.secondFactor!.verify(row.id, input.code))) {
        await deps.audit.record({
          action: 'login.failure',
          actor: null,
          actorLabel: row.email,
          origin,
          target: { type: 'user', id: row.id },
          details: { reason: 'mfa' },
        });
        throw AppError.validation('code', messages.session.mfaWrong);
      }
      if (!(await deps.secondFactor!.finish(input.mfa_token)))
        throw new AppError('BAD_REQUEST', messages.session.mfaExpired);
      if (row.disabled) throw new AppError('FORBIDDEN', messages.session.accountDisabled);
      await limits.reset(keys[0]![0]);
      await limits.release(keys[1]![0]);
      await deps.audit.record({
        action: 'login.success',
        actor: row,
        origin,
        target: { type: 'user', id: row.id },
        details: { mfa: 'totp' },
      });
      return issueSession(row, pending.remember);
    },

    /**
     * A sign-in proven by an identity provider (modules/identity): refused for a disabled account as
     * with passwords; the second factor is asked unless the provider says it did one.
     */
    async institutionalSession(userId: number, mfaDone: boolean): Promise<LoginResponse> {
      const row = await repo.findById(userId);
      if (!row) throw new AppError('UNAUTHORIZED', messages.session.loginFailed);
      if (row.disabled) throw new AppError('FORBIDDEN', messages.session.accountDisabled);
      return sessionOrChallenge(row, false, mfaDone);
    },

    /** Whether the account is switched off (an identity provider's sign-in is refused then). */
    async isDisabled(userId: number): Promise<boolean> {
      return (await repo.findById(userId))?.disabled ?? true;
    },

    async loginStudent(
      input: { ra: string; password: string },
      ip: string,
      userAgent: string | null = null,
    ): Promise<Session> {
      const ra = input.ra.trim();
      const row = await repo.findByRa(ra);
      const user = await checkCredentials(row, input.password, `login:ra:${ra}`, ip, messages.session.loginFailed, {
        login: ra,
        userAgent,
      });
      return issueSession(user, false);
    },

    async logout(token: string, ctx?: RequestContext): Promise<void> {
      await repo.revokeToken(hashToken(token));
      await sessionsEnded();
      if (ctx?.actor)
        await deps.audit.record({
          action: 'logout',
          actor: ctx.actor,
          origin: ctx,
          target: { type: 'user', id: ctx.actor.id },
        });
    },

    async userForToken(token: string): Promise<AuthUser | null> {
      if (token.length > 128) return null;
      const hash = hashToken(token);
      // Not hearing the other processes, an entry could outlive a logout made there.
      const useCache = !deps.bus?.deaf();
      const cached = useCache ? sessions.get(hash) : undefined;
      if (cached) return cached;
      const generation = sessions.generation();
      const row = await repo.findByTokenHash(hash);
      if (!row) return null;
      const user = toAuthUser(row);
      if (useCache) sessions.set(hash, user, row.token_expires_at, generation);
      return user;
    },

    /** Whether a student signed the newest student term (plugins/terms-gate.ts); others need not. */
    acceptedCurrentTerms: (user: AuthUser): Promise<boolean> => hasTerms(user),

    /** Tokens that expired over a day ago are deleted (maintenance, off the request path). */
    pruneExpiredSessions: (): Promise<void> => repo.deleteExpiredTokens(),

    /** A session may have ended or changed (user edited, deleted, new password): read them again. */
    sessionsChanged: (): Promise<void> => sessionsEnded(),

    /**
     * The signed-in user's new password, proven by the current one (guesses count like failed
     * sign-ins, on their own key). This session stays; every other one of the account ends.
     */
    /**
     * The signed-in user types their password again before a step that hands over or destroys
     * data (the LGPD export and erasure). Guesses count like failed sign-ins, on the same key as a
     * password change, so a stolen token cannot try passwords faster than the login screen allows.
     */
    async confirmPassword(user: AuthUser, password: string, origin: RequestOrigin): Promise<void> {
      const key = `password:acct:${user.id}`;
      await admitAttempt([[key, config.loginMaxPerAccount]], { label: user.email, origin, userId: user.id });
      const row = await repo.findByEmail(user.email);
      if (!row || !(await verifyPassword(password, row.password_hash)))
        throw AppError.validation('password', messages.session.reauthWrong);
      await limits.reset(key);
    },

    /**
     * A second-factor code a signed-in user types (the TOTP set-up): it counts on the same limits as
     * the sign-in's code step; the answer clears them once the code is right.
     */
    async admitCode(user: AuthUser, origin: RequestOrigin): Promise<() => Promise<void>> {
      const account = `login:acct:${user.email}`;
      const address = `login:ip:${origin.ip ?? 'unknown'}`;
      await admitAttempt(
        [
          [account, config.loginMaxPerAccount],
          [address, config.loginMaxPerAddress],
        ],
        { label: user.email, origin, userId: user.id },
      );
      return async () => {
        await limits.reset(account);
        await limits.release(address);
      };
    },

    ...createPasswords({ ...deps, admitAttempt, sessionsEnded }),

    async profile(user: AuthUser): Promise<Profile> {
      const student = isStudent(user) ? await repo.studentDetails(user.id) : undefined;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role_id: user.role_id,
        role: sessionRoleOf(user.role_id),
        is_active: user.is_active,
        has_terms: await hasTerms(user),
        must_change_password: user.must_change_password,
        student: student
          ? {
              id: student.id,
              ra: student.ra,
              course: student.course_id ? { id: student.course_id, name: student.course_name ?? '' } : null,
            }
          : null,
      };
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
