import { sessionRoleOf, sitePath, ssoErrorMessage, type LoginResponse, type SsoError } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { IdentityRepository } from './identity.repository.ts';

const CODE_TTL_MS = 60_000;

/** A refusal of an institutional sign-in: its reason becomes `?error=` of /auth/callback. */
export class SsoRefusal extends Error {
  constructor(readonly reason: SsoError) {
    super(reason);
  }
}

/** What a provider vouches for, after the protocol library checked its signature and claims. */
export interface VerifiedIdentity {
  /** The issuer or IdP entity ID: links are kept per provider. */
  provider: string;
  /** The provider id of the configuration (`govbr`), for the audit log. */
  providerId: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  ra?: string;
  /** The provider says it did a second factor (OIDC `amr`). */
  mfaDone: boolean;
  /** Portal roles allowed with this provider; empty: every role. */
  roles: readonly string[];
}

/** `/auth/callback?next=`: only a path of this site. */
export const safeRedirect = (value: string | undefined): string => sitePath(value) ?? '/';

/**
 * Linking and the one-time code shared by OIDC and SAML (docs/decisions/019-institutional-sign-in.md):
 * an identity signs in only an account that exists here; no account is created.
 */
export const createIdentityService = (deps: {
  repo: IdentityRepository;
  audit: AuditService;
  session: (userId: number, mfaDone: boolean) => Promise<LoginResponse>;
  isDisabled: (userId: number) => Promise<boolean>;
}) => {
  const { repo, audit } = deps;

  const refuse = async (identity: VerifiedIdentity, reason: SsoError, origin: RequestOrigin, userId?: number) => {
    await audit.record({
      action: 'login.failure',
      actor: null,
      actorLabel: identity.email ?? `${identity.providerId}:${identity.subject}`,
      origin,
      target: userId ? { type: 'user', id: userId } : undefined,
      details: { reason, method: 'sso', provider: identity.providerId },
    });
    return new SsoRefusal(reason);
  };

  /** The account this identity signs in: its recorded link, else its RA, else its verified e-mail. */
  const resolve = async (identity: VerifiedIdentity, origin: RequestOrigin) => {
    const linked = await repo.userByLink(identity.provider, identity.subject);
    if (linked) return linked;
    const byRa = identity.ra ? await repo.userByRa(identity.ra) : undefined;
    if (byRa) return byRa;
    if (!identity.email) throw await refuse(identity, 'not_linked', origin);
    if (!identity.emailVerified) throw await refuse(identity, 'email_unverified', origin);
    const byEmail = await repo.userByEmail(identity.email);
    if (!byEmail) throw await refuse(identity, 'not_linked', origin);
    return byEmail;
  };

  return {
    /** Checks the account and answers a one-time code for /api/auth/exchange (60 s, any instance). */
    async signIn(identity: VerifiedIdentity, origin: RequestOrigin): Promise<string> {
      const user = await resolve(identity, origin);
      if (identity.roles.length && !identity.roles.includes(sessionRoleOf(user.role_id)))
        throw await refuse(identity, 'role', origin, user.id);
      if (await deps.isDisabled(user.id)) throw await refuse(identity, 'disabled', origin, user.id);
      if (await repo.link(user.id, identity.provider, identity.subject))
        await audit.record({
          action: 'identity.linked',
          actor: user,
          origin,
          target: { type: 'user', id: user.id },
          details: { provider: identity.providerId },
        });
      else if (!(await repo.userByLink(identity.provider, identity.subject)))
        // The account is linked to another subject of this provider: not this person's.
        throw await refuse(identity, 'not_linked', origin, user.id);
      const code = newToken();
      await repo.putTicket(hashToken(code), 'code', { user_id: user.id, mfa: identity.mfaDone }, CODE_TTL_MS);
      await audit.record({
        action: 'login.success',
        actor: user,
        origin,
        target: { type: 'user', id: user.id },
        details: { method: 'sso', provider: identity.providerId, ...(identity.mfaDone && { mfa: 'provider' }) },
      });
      return code;
    },

    /** The session for a one-time code: the same body as the password sign-in of that role. */
    async exchange(code: string): Promise<LoginResponse> {
      const ticket = await repo.takeTicket(hashToken(code), 'code');
      if (!ticket) throw new AppError('BAD_REQUEST', ssoErrorMessage('expired'));
      return deps.session(Number(ticket.user_id), ticket.mfa === true);
    },

    /** Binds a sign-in under way at a provider to its state, valid on every instance. */
    saveState: (key: string, kind: 'oidc' | 'saml', payload: Record<string, unknown>, ttlMs: number) =>
      repo.putTicket(hashToken(key), kind, payload, ttlMs),
    takeState: (key: string, kind: 'oidc' | 'saml') => repo.takeTicket(hashToken(key), kind),
    peekState: (key: string, kind: 'saml') => repo.peekTicket(hashToken(key), kind),
    /** Remembers a SAML assertion id until it expires; false when it was already used. */
    markUsed: (key: string, ttlMs: number) => repo.putTicket(hashToken(key), 'assertion', {}, ttlMs),
    pruneTickets: () => repo.pruneTickets(),
  };
};

export type IdentityService = ReturnType<typeof createIdentityService>;
