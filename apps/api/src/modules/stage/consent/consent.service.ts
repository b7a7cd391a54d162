import { BIOMETRIC_CONSENT_VERSION, stageMessages, type BiometricConsent } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/access.ts';
import type { ConsentRepository, ConsentRow } from './consent.repository.ts';

const view = (row: ConsentRow | undefined): BiometricConsent => ({
  current_version: BIOMETRIC_CONSENT_VERSION,
  consent: row ? { version: row.version, accepted_at: row.accepted_at.toISOString() } : null,
});

/**
 * Consent to face images on the server (LGPD art. 11; docs/decisions/016-security-hardening.md):
 * the web's consent step records the version of the text the student read and when; image
 * uploads are signed only for a student who accepted the current version.
 */
export const createConsentService = (deps: { repo: ConsentRepository; now?: () => Date }) => ({
  async get(actor: AuthUser): Promise<BiometricConsent> {
    return view(await deps.repo.find(actor.id, BIOMETRIC_CONSENT_VERSION));
  },

  async accept(actor: AuthUser, version: string): Promise<BiometricConsent> {
    // The student accepts the text they read: an older page (an outdated text) is told to reload.
    if (version !== BIOMETRIC_CONSENT_VERSION) throw AppError.validation('version', stageMessages.consentVersion);
    return view(await deps.repo.accept(actor.id, version, deps.now?.() ?? new Date()));
  },

  /** Before signing an image upload: 403 without the current consent. */
  async assertGiven(userId: number): Promise<void> {
    if (!(await deps.repo.find(userId, BIOMETRIC_CONSENT_VERSION)))
      throw new AppError('FORBIDDEN', stageMessages.consentRequired);
  },
});

export type ConsentService = ReturnType<typeof createConsentService>;
