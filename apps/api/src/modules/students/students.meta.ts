import type { PageMeta } from '../../plugins/static-web.ts';
import type { StudentsService } from './students.service.ts';

const DESCRIPTION_MAX = 200;

/** Link previews of a shared resume (Open Graph): the student's name, course, place and profile text. */
export const resumePageMeta = async (
  students: StudentsService,
  id: number,
  key: string | undefined,
): Promise<PageMeta | null> => {
  const resume = await students.publicResume(id, key).catch(() => null);
  if (!resume) return null;
  const place = [resume.city, resume.state].filter(Boolean).join(' - ');
  const lead = [resume.course?.name, place].filter(Boolean).join(' · ');
  const profile = resume.profile?.replace(/\s+/g, ' ').trim() ?? '';
  let description = [lead, profile].filter(Boolean).join('. ') || 'Currículo no Portal de Oportunidades';
  if (description.length > DESCRIPTION_MAX) description = `${description.slice(0, DESCRIPTION_MAX - 3).trimEnd()}...`;
  return { title: `${resume.name} - Currículo`, description };
};
