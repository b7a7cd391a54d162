import { STAGE_UPLOAD_MAX_BYTES, stageMessages, type FaceCompare } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { FaceImageError, type FaceAnalyser } from '../../../providers/face/face.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { AuthUser } from '../../../lib/access.ts';
import { readStageImage } from '../stage-files.ts';
import { assertStageKey } from '../stage-keys.ts';
import type { Logger } from '../../../lib/logger.ts';

type Log = Pick<Logger, 'error'>;

/** POST /face/compare: a registered photo (source) against a captured frame (target), both the caller's. */
/** How long a refused comparison is told to wait: about one comparison's time on a busy server. */
const RETRY_AFTER_SECONDS = 5;

/**
 * At most `maxQueued` comparisons wait for or run in the one face worker; more are refused at once
 * with 503 and Retry-After instead of queueing without end (docs/decisions/016-security-hardening.md).
 * The analysis jobs' own requests are bounded by the queue's concurrency.
 */
export const createFaceService = (deps: { analyser: FaceAnalyser; storage: Storage; log: Log; maxQueued: number }) => {
  let queued = 0;
  const analyse = async (key: string, field: 'source' | 'target') => {
    const image = await readStageImage(deps.storage, key, field, STAGE_UPLOAD_MAX_BYTES.image);
    try {
      return await deps.analyser.analyse(image, key);
    } catch (err) {
      if (err instanceof FaceImageError) throw AppError.validation(field, stageMessages.imageUnreadable, 'image');
      deps.log.error({ err }, 'face analysis failed');
      throw new AppError('UNAVAILABLE', stageMessages.faceUnavailable);
    }
  };

  return {
    async compare(actor: AuthUser, input: { source: string; target: string }): Promise<FaceCompare> {
      assertStageKey(input.source, actor.id, 'image', 'source', actor);
      assertStageKey(input.target, actor.id, 'image', 'target', actor);
      if (queued >= deps.maxQueued)
        throw new AppError('UNAVAILABLE', stageMessages.faceBusy, { retryAfterSeconds: RETRY_AFTER_SECONDS });
      queued++;
      try {
        const source = await analyse(input.source, 'source');
        const target = await analyse(input.target, 'target');
        return deps.analyser.compare(source, target);
      } catch (err) {
        if (err instanceof FaceImageError) throw AppError.validation('source', stageMessages.noFace, 'face');
        throw err;
      } finally {
        queued--;
      }
    },
  };
};

export type FaceService = ReturnType<typeof createFaceService>;
