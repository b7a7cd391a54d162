import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit opaque bearer token; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const hmac = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * Signed password-reset link. The payload binds the e-mail, the expiry and a fingerprint of the
 * current password hash, so the link stops working once the password has been changed (single use)
 * without storing anything.
 */
export const signReset = (secret: string, email: string, fingerprint: string, expiresAt: number): string =>
  `${expiresAt}.${hmac(secret, `reset|${email.toLowerCase()}|${expiresAt}|${fingerprint}`)}`;

export const verifyReset = (
  secret: string,
  email: string,
  fingerprint: string,
  signature: string,
  now = Date.now(),
): boolean => {
  const [exp, mac] = signature.split('.');
  const expiresAt = Number(exp);
  if (!mac || !Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
  const expected = Buffer.from(signReset(secret, email, fingerprint, expiresAt).split('.')[1] ?? '');
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

export const fingerprint = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
