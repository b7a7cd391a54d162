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

/**
 * The one-click unsubscribe link of a job alert: the alert id and an HMAC over it and the alert's
 * random key. It never expires (mail stays in inboxes) but dies with the alert: a deleted and
 * re-created alert has a new key.
 */
export const signAlertToken = (secret: string, alertId: number, key: string): string =>
  `${alertId}.${hmac(secret, `alert|${alertId}|${key}`)}`;

/** The alert id the token names, before its signature is checked against the alert's key. */
export const alertIdOf = (token: string): number | null => {
  const id = Number(token.split('.')[0]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const verifyAlertToken = (secret: string, token: string, key: string): boolean => {
  const id = alertIdOf(token);
  if (id === null) return false;
  const expected = Buffer.from(signAlertToken(secret, id, key));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
