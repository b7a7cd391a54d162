import type { Storage } from '../../../providers/storage/storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** An upload nothing points to after this long was abandoned (a signed link lives 15 minutes). */
export const UNATTACHED_MAX_AGE_MS = 24 * 3_600_000;
const BATCH = 500;

/**
 * The maintenance job's stage task (docs/decisions/016-security-hardening.md): every object under
 * `stage/` older than a day that no submission, face photo or analysed frame points to is deleted,
 * on local disk and in a bucket alike; link records past their expiry by as long go too.
 * Answers how many objects were removed.
 */
export const createUploadCleanup =
  (deps: { repo: UploadsRepository; storage: Storage; now?: () => number }) => async (): Promise<number> => {
    const before = (deps.now ?? Date.now)() - UNATTACHED_MAX_AGE_MS;
    const old = (await deps.storage.list('stage/')).filter((o) => o.modified.getTime() < before).map((o) => o.key);
    let removed = 0;
    for (let i = 0; i < old.length; i += BATCH) {
      const batch = old.slice(i, i + BATCH);
      const attached = await deps.repo.attached(batch);
      for (const key of batch.filter((k) => !attached.has(k))) {
        await deps.storage.remove(key);
        removed++;
      }
    }
    await deps.repo.pruneExpired(new Date(before));
    return removed;
  };
