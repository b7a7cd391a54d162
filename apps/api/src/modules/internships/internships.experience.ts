import { deadlineMessages, type ProfessionalExperience } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { InternshipsRepository } from './internships.repository.ts';
import type { ExperienceRepository } from './internships.experience.repository.ts';
import { assertParty } from './internships.service.ts';

/**
 * 'Adicionar ao currículo' (docs/spec/02-screens.md#internships): a completed internship becomes a
 * professional experience of its student, once; a second call answers the same experience.
 */
export const createInternshipExperience = (deps: {
  repo: InternshipsRepository;
  experiences: ExperienceRepository;
}) => ({
  async add(actor: AuthUser, id: number): Promise<{ experience: ProfessionalExperience; created: boolean }> {
    const t = assertParty(actor, await deps.repo.get(id));
    if (t.row.status !== 'completed') throw new AppError('CONFLICT', deadlineMessages.experienceNotCompleted);
    const { row, created } = await deps.experiences.fromInternship(id, deadlineMessages.experienceRole);
    return { experience: { ...row, visible: row.visible === 1 ? 1 : 0 }, created };
  },
});
export type InternshipExperience = ReturnType<typeof createInternshipExperience>;
