import type { StagePreferences } from '@portal/contracts';
import type { AuthUser } from '../../../lib/access.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

/**
 * The student's choices on the professional stage (docs/decisions/022-accessibility-and-fair-feedback.md):
 * with face analysis off no photo is asked for, no frame is kept and the score leaves the face out.
 */
export const createPreferencesService = (repo: PreferencesRepository) => ({
  async get(actor: AuthUser): Promise<StagePreferences> {
    return { face_analysis: (await repo.find(actor.id))?.face_analysis ?? true };
  },

  async set(actor: AuthUser, input: StagePreferences): Promise<StagePreferences> {
    await repo.save(actor.id, input.face_analysis);
    return this.get(actor);
  },

  /** For the auditions service: does this student use the face analysis now? */
  async faceAnalysis(userId: number): Promise<boolean> {
    return (await repo.find(userId))?.face_analysis ?? true;
  },
});

export type PreferencesService = ReturnType<typeof createPreferencesService>;
