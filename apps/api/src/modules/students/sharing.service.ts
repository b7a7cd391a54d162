import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ResumeShare } from '@portal/contracts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentAccess } from './students.access.ts';
import type { SharingRepository } from './sharing.repository.ts';

/** 24 random bytes: 32 URL-safe characters nobody guesses or walks through. */
const newKey = () => randomBytes(24).toString('base64url');

/** Whether `given` is the student's current key; constant time, and never true while not shared. */
export const keyMatches = (stored: string | null, given: string | undefined): boolean => {
  if (!stored || !given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * 'Compartilhar currículo' (docs/decisions/016-security-hardening.md): off by default; turning it
 * on (or again, to renew) makes a new secret key, and only `/curriculum/{id}/public?key=` with
 * that key opens the public resume. Only the student manages it.
 */
export const createSharingService = (deps: { repo: SharingRepository; access: StudentAccess; appUrl: string }) => {
  const view = (studentId: number, key: string | null, showEmail: boolean): ResumeShare => ({
    enabled: key !== null,
    public_url: key
      ? `${deps.appUrl.replace(/\/+$/, '')}/curriculum/${studentId}/public?key=${encodeURIComponent(key)}`
      : null,
    show_email: showEmail,
  });

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorize: (actor: AuthUser, studentId: number) => deps.access.write(actor, studentId),

    async get(actor: AuthUser, studentId: number): Promise<ResumeShare> {
      const { student } = await deps.access.write(actor, studentId);
      return view(student.id, student.share_key, student.share_email);
    },

    /** On with a new key: the previous link, if any, stops working. */
    async enable(actor: AuthUser, studentId: number, showEmail?: boolean): Promise<ResumeShare> {
      const { student } = await deps.access.write(actor, studentId);
      const key = newKey();
      const email = showEmail ?? student.share_email;
      await deps.repo.set(student.id, { share_key: key, share_email: email });
      return view(student.id, key, email);
    },

    async setEmail(actor: AuthUser, studentId: number, showEmail: boolean): Promise<ResumeShare> {
      const { student } = await deps.access.write(actor, studentId);
      await deps.repo.set(student.id, { share_email: showEmail });
      return view(student.id, student.share_key, showEmail);
    },

    async disable(actor: AuthUser, studentId: number): Promise<ResumeShare> {
      const { student } = await deps.access.write(actor, studentId);
      await deps.repo.set(student.id, { share_key: null });
      return view(student.id, null, student.share_email);
    },
  };
};

export type SharingService = ReturnType<typeof createSharingService>;
