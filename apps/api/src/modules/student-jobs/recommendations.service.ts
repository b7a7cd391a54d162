import type { RecommendedJob, RecommendedJobList } from '@portal/contracts';
import type { AuthUser } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { stripAccents, titleWords } from './search-terms.ts';
import type { Recommendation, RecommendationsRepository } from './recommendations.repository.ts';
import type { StudentJobsService } from './student-jobs.service.ts';

/** A resume's skill or role as to_tsquery text: its words side by side, accent-free. */
const phraseQuery = (text: string) =>
  titleWords(text)
    .map((w) => stripAccents(w))
    .join(' <-> ');

const queries = (names: string[]) => {
  const usable = names.map((n) => ({ n, q: phraseQuery(n) })).filter((x) => x.q);
  return { names: usable.map((x) => x.n), queries: usable.map((x) => x.q) };
};

/**
 * Points per shared trait: every point has a reason the student can read, so nothing
 * outweighs what the card explains (docs/decisions/020-search-relevance.md#vagas-para-voce).
 */
const scoreOf = (r: Recommendation) =>
  (r.course_area ? 3 : 0) +
  2 * Math.min(r.skills.length, 2) +
  (r.roles.length ? 2 : 0) +
  (r.same_city ? 2 : r.same_state ? 1 : 0) +
  (r.liked_area ? 1 : 0);

/** 'Vagas para você': open jobs ranked by what they share with the student, each with its reasons. */
export const createRecommendationsService = (deps: {
  repo: RecommendationsRepository;
  studentJobs: StudentJobsService;
  clock: Clock;
}) => {
  /** The student's best `limit` jobs with their reasons, and whether the resume has anything to go on. */
  const forStudent = async (studentId: number, limit: number): Promise<{ resume: boolean; jobs: RecommendedJob[] }> => {
    const profile = await deps.repo.profile(studentId);
    const resume = Boolean(profile && (profile.skills.length || profile.roles.length));
    if (!profile) return { resume, jobs: [] };
    const rows = await deps.repo.candidates(
      studentId,
      deps.clock.today(),
      profile,
      queries(profile.skills),
      queries(profile.roles),
    );
    const ranked = rows
      .map((r) => ({ r, score: scoreOf(r), at: new Date(r.created_at).getTime() }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || b.at - a.at || b.r.id - a.r.id)
      .slice(0, limit);
    const cards = await deps.studentJobs.cards(
      studentId,
      ranked.map((x) => x.r.id),
    );
    const jobs = ranked.flatMap(({ r }) => {
      const card = cards.get(r.id);
      if (!card) return [];
      const reasons = [
        ...(r.course_area && profile.course ? [`Para quem cursa ${profile.course}`] : []),
        ...r.skills.slice(0, 2).map((s) => `Pede ${s}, que está no seu currículo`),
        ...(r.roles[0] ? [`Parecida com sua experiência como ${r.roles[0]}`] : []),
        ...(r.same_city ? [`Em ${card.city} - ${card.state}`] : r.same_state ? [`No seu estado (${card.state})`] : []),
        ...(r.liked_area ? ['Da área de vagas que você salvou ou às quais se candidatou'] : []),
      ];
      return [{ ...card, reasons }];
    });
    return { resume, jobs };
  };

  return {
    forStudent,
    async recommended(actor: AuthUser, limit: number): Promise<RecommendedJobList> {
      const { resume, jobs } = await forStudent(deps.studentJobs.studentOf(actor), limit);
      return { meta: { resume }, data: jobs };
    },
  };
};

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
