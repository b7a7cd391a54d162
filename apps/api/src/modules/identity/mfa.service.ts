import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { messages, sessionRoleOf, type MfaStatus } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { SecondFactor } from '../auth/auth.service.ts';
import type { IdentityRepository } from './identity.repository.ts';
import type { MfaRepository } from './mfa.repository.ts';

const ISSUER = 'Portal de Oportunidades';
const CHALLENGE_TTL_MS = 5 * 60_000;
const RECOVERY_CODES = 10;

/** The TOTP secret is stored encrypted with the server's secret (AES-256-GCM). */
const sealer = (secret: string) => {
  const key = createHash('sha256').update(`totp:${secret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const d = createDecipheriv('aes-256-gcm', key, iv!);
      d.setAuthTag(tag!);
      return Buffer.concat([d.update(body!), d.final()]).toString('utf8');
    },
  };
};

const normalizeRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const recoveryCode = () => {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
};

/** TOTP (RFC 6238, otplib) and recovery codes for staff (docs/decisions/019-institutional-sign-in.md). */
export const createMfaService = (deps: {
  repo: MfaRepository;
  tickets: IdentityRepository;
  audit: AuditService;
  secret: string;
  requiredRoles: readonly string[];
  confirmPassword: (user: AuthUser, password: string, origin: RequestOrigin) => Promise<void>;
  /** Counts a typed code on the sign-in limits (429 past them); the answer clears them. */
  admitCode: (user: AuthUser, origin: RequestOrigin) => Promise<() => Promise<void>>;
  /** The signed-in user's cached sessions carry `mfa_enabled`: read them again. */
  sessionsChanged: () => Promise<void>;
}) => {
  const { repo } = deps;
  const box = sealer(deps.secret);

  /** The time step the code matches, or null; a step already used is refused (no replay). */
  const totpStep = async (userId: number, code: string): Promise<number | null> => {
    const row = await repo.find(userId);
    if (!row || !/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret: box.open(row.secret), token: code, epochTolerance: 30 });
    if (!result.valid || !('timeStep' in result)) return null;
    return row.last_step !== null && result.timeStep <= row.last_step ? null : result.timeStep;
  };

  const secondFactor: SecondFactor = {
    enabled: (userId) => repo.enabled(userId),
    async verify(userId, input) {
      const code = input.trim();
      if (/^\d{6}$/.test(code)) {
        const step = await totpStep(userId, code);
        return step !== null && (await repo.useStep(userId, step));
      }
      return repo.useRecoveryCode(userId, hashToken(normalizeRecovery(code)));
    },
    async challenge(userId, remember) {
      const token = newToken();
      await deps.tickets.putTicket(hashToken(token), 'mfa', { user_id: userId, remember }, CHALLENGE_TTL_MS);
      return token;
    },
    async pending(token) {
      const t = await deps.tickets.peekTicket(hashToken(token), 'mfa');
      return t && { userId: Number(t.user_id), remember: t.remember === true };
    },
    finish: async (token) => Boolean(await deps.tickets.takeTicket(hashToken(token), 'mfa')),
  };

  const staffOnly = (user: AuthUser) => {
    if (sessionRoleOf(user.role_id) === 'ALUNO') throw new AppError('FORBIDDEN', messages.errors.forbidden);
  };

  return {
    secondFactor,

    required: (user: Pick<AuthUser, 'role_id'>) => deps.requiredRoles.includes(sessionRoleOf(user.role_id)),

    async status(user: AuthUser): Promise<MfaStatus> {
      return {
        enabled: await repo.enabled(user.id),
        required: deps.requiredRoles.includes(sessionRoleOf(user.role_id)),
      };
    },

    /** A new secret for the authenticator app; it takes effect once a code from it is verified. */
    async setup(user: AuthUser) {
      staffOnly(user);
      const secret = generateSecret();
      if (!(await repo.start(user.id, box.seal(secret)))) throw new AppError('CONFLICT', messages.session.mfaEnabled);
      return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: user.email, secret }) };
    },

    async enable(user: AuthUser, code: string, origin: RequestOrigin) {
      staffOnly(user);
      const row = await repo.find(user.id);
      if (!row || row.enabled_at) throw AppError.validation('code', messages.session.mfaNotStarted);
      // Guesses at the set-up count like those at the sign-in's code step.
      const admitted = await deps.admitCode(user, origin);
      const step = await totpStep(user.id, code.trim());
      if (step === null) throw AppError.validation('code', messages.session.mfaWrong);
      await admitted();
      const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      if (
        !(await repo.enable(
          user.id,
          step,
          codes.map((c) => hashToken(normalizeRecovery(c))),
        ))
      )
        throw AppError.validation('code', messages.session.mfaNotStarted);
      await deps.sessionsChanged();
      await deps.audit.record({ action: 'mfa.enabled', actor: user, origin, target: { type: 'user', id: user.id } });
      return { recovery_codes: codes };
    },

    /** Switching it off asks for the password (guesses count like failed sign-ins). */
    async disable(user: AuthUser, password: string, origin: RequestOrigin) {
      await deps.confirmPassword(user, password, origin);
      await repo.remove(user.id);
      await deps.sessionsChanged();
      await deps.audit.record({ action: 'mfa.disabled', actor: user, origin, target: { type: 'user', id: user.id } });
    },
  };
};

export type MfaService = ReturnType<typeof createMfaService>;
