import type { MfaStatus } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** The staff member's second factor (docs/spec/07-api.md#institutional-sign-in). */
export const mfaStatus = () => apiFetch('/mfa') as Promise<MfaStatus>;
export const startTotp = () =>
  apiFetch('/mfa/totp', { method: 'POST' }) as Promise<{ secret: string; otpauth_url: string }>;
export const verifyTotp = (code: string) =>
  apiFetch('/mfa/totp/verify', { method: 'POST', body: { code } }) as Promise<{ recovery_codes: string[] }>;
export const disableTotp = (password: string) => apiFetch('/mfa/totp', { method: 'DELETE', body: { password } });
