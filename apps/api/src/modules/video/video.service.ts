import { stageMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isRepresentative, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditionsService } from '../stage/auditions/auditions.service.ts';
import type { VideoRepository } from './video.repository.ts';

/**
 * The video service of the staff applications table: a candidate's published video CV. A
 * representative sees it only for students who applied to their jobs; admins for anyone.
 */
export const createVideoService = (deps: { repo: VideoRepository; auditions: AuditionsService }) => ({
  /** Ownership before validation (plugins/ownership.ts): a representative sees only their applicants. */
  async authorize(actor: AuthUser, ra: unknown) {
    if (isRepresentative(actor) && !(typeof ra === 'string' && (await deps.repo.appliedToJobsOf(ra, actor.id))))
      throw notYours(stageMessages.videoNotFound);
  },

  async published(actor: AuthUser, ra: string) {
    if (isRepresentative(actor) && !(await deps.repo.appliedToJobsOf(ra, actor.id))) {
      throw notYours(stageMessages.videoNotFound);
    }
    const video = await deps.auditions.publishedByRa(ra);
    if (!video) throw new AppError('NOT_FOUND', stageMessages.videoNotFound);
    const { user_id: _userId, ...rest } = video;
    return rest;
  },
});

export type VideoService = ReturnType<typeof createVideoService>;
