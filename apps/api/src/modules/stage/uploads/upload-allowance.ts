import { stageMessages } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';

const HOUR_MS = 3_600_000;

/** '2 GB' for whole gigabytes, '500 MB' otherwise. */
export const quotaLabel = (mb: number): string => (mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`);

/**
 * What one student may still upload (docs/decisions/016-security-hardening.md): at most `perHour`
 * signed links an hour, and at most `quotaMb` stored under their folder plus the sizes reserved by
 * their links not used yet. The link is recorded first and then counted, so concurrent requests
 * all see each other: a race refuses too many, never lets too many through.
 */
export const createUploadAllowance = (deps: {
  repo: UploadsRepository;
  storage: Storage;
  perHour: number;
  quotaMb: number;
}) => {
  const quotaBytes = deps.quotaMb * 1024 * 1024;
  return {
    async reserve(userId: number, link: { key: string; size: number; expires: number; at: number }): Promise<void> {
      const at = new Date(link.at);
      await deps.repo.insert({
        key: link.key,
        user_id: userId,
        size: link.size,
        expires_at: new Date(link.expires),
        created_at: at,
      });
      const refuse = async (error: AppError) => {
        await deps.repo.remove(link.key);
        return error;
      };
      const recent = await deps.repo.createdSince(userId, new Date(link.at - HOUR_MS));
      if (recent.length > deps.perHour) {
        // A slot frees when the link that put the count over the limit leaves the hour.
        const freeing = recent[recent.length - 1 - deps.perHour]!.created_at.getTime() + HOUR_MS;
        const retryAfterSeconds = Math.max(1, Math.ceil((freeing - link.at) / 1000));
        throw await refuse(new AppError('TOO_MANY_REQUESTS', stageMessages.uploadRateLimited, { retryAfterSeconds }));
      }
      const stored = await deps.storage.list(`stage/${userId}/`);
      const storedKeys = new Set(stored.map((o) => o.key));
      const reserved = (await deps.repo.unexpired(userId, at)).filter((l) => !storedKeys.has(l.key));
      const total = [...stored, ...reserved].reduce((sum, o) => sum + o.size, 0);
      if (total > quotaBytes)
        throw await refuse(new AppError('PAYLOAD_TOO_LARGE', stageMessages.uploadQuota(quotaLabel(deps.quotaMb))));
    },
  };
};

export type UploadAllowance = ReturnType<typeof createUploadAllowance>;
