import { stageMessages, transcriptSegmentsSchema } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { isAdmin, isRepresentative, notYours, type AuthUser } from '../../../lib/access.ts';
import type { CaptionsRepository } from './captions.repository.ts';
import { toWebVtt } from './webvtt.ts';

/**
 * Captions of a submission's video for whoever may watch it: its student, administrators, and a
 * representative where the video service shows it (docs/decisions/022-accessibility-and-fair-feedback.md).
 */
export const createCaptionsService = (repo: CaptionsRepository) => {
  const authorize = async (actor: AuthUser, id: number) => {
    const row = await repo.find(id);
    if (isRepresentative(actor)) {
      if (!row || !(await repo.representativeMayWatch(id, actor.id))) throw notYours(stageMessages.auditionNotFound);
      return row;
    }
    if (!row || (row.user_id !== actor.id && !isAdmin(actor))) throw notYours(stageMessages.auditionNotFound);
    return row;
  };

  return {
    /** Ownership before validation (plugins/ownership.ts). */
    authorize,

    async vtt(actor: AuthUser, id: number): Promise<string> {
      const row = await authorize(actor, id);
      const segments = transcriptSegmentsSchema.safeParse(row.segments ?? []);
      if (!segments.success || segments.data.length === 0)
        throw new AppError('NOT_FOUND', stageMessages.captionsNotFound);
      return toWebVtt(segments.data);
    },
  };
};

export type CaptionsService = ReturnType<typeof createCaptionsService>;
