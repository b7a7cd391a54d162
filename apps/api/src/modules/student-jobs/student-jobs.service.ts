import {
  jobMessages,
  type StudentJob,
  type StudentJobDetail,
  type StudentJobList,
  type StudentJobSort,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { Clock } from '../../lib/clock.ts';
import { isStudent, forbidden } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { FilesService } from '../files/files.service.ts';
import { stripAccents, titleTerms, type TitleTerms } from './search-terms.ts';
import { expandQuery } from './search-expansion.ts';
import { facetsOf, setOf } from './student-jobs.facets.ts';
import type { StudentJobRow, StudentJobsRepository } from './student-jobs.repository.ts';
import type { SqlParams } from '../../db/sql-runner.ts';
import {
  alertCriteria,
  alertMatch,
  openJobs,
  searchableTitle,
  substringOf,
  titleTiers,
  type StudentJobFilter,
  type Where,
} from './student-jobs.sql.ts';

/**
 * Counting stops here: 100 pages of 10 is more than anyone pages through, and counting every
 * match of a common word would cost more than the page itself (docs/decisions/006).
 */
export const SEARCH_COUNT_CAP = 1_000;

const num = (v: string | number | null) => (v === null ? null : Number(v));

export interface StudentJobSearch extends Omit<StudentJobFilter, 'today'> {
  title?: string;
  page: number;
  limit: number;
  sort?: StudentJobSort;
  facets?: '0' | '1';
}

/** With this many results or fewer, the answer suggests a corrected query. */
const SUGGEST_BELOW = 3;

/** The student side of jobs: search open jobs, and the card shape shared with bookmarks and applications. */
export const createStudentJobsService = (deps: {
  repo: StudentJobsRepository;
  files: FilesService;
  clock: Clock;
  countCap?: number;
}) => {
  const { repo, files, clock } = deps;
  const CAP = deps.countCap ?? SEARCH_COUNT_CAP;

  const toCard = (r: StudentJobRow): StudentJob => ({
    id: r.id,
    title: r.title,
    status: r.status,
    state: r.state,
    city: r.city,
    remuneration_initial: num(r.remuneration_initial),
    remuneration_final: num(r.remuneration_final),
    department: r.department,
    experience_level: r.experience_level,
    work_mode: r.work_mode,
    employment_type: r.employment_type,
    description: r.description,
    assignments: r.assignments,
    requirements: r.requirements,
    additional_info: r.additional_info,
    created_at: new Date(r.created_at).toISOString(),
    closes_at: r.closes_at,
    area: r.area,
    contract_type: r.contract_type_id ? { id: r.contract_type_id, name: r.contract_type_name ?? '' } : null,
    company: {
      id: r.company_id,
      name: r.company_name,
      logo_image: files.url(r.company_logo_image),
      cover_image: files.url(r.company_cover_image),
      about: r.company_about,
      area: r.company_area,
      site: r.company_site,
      email_curriculum: r.company_email_curriculum,
      employees_number: r.company_employees_number,
    },
    applications_count: r.applications_count,
    application_id: r.application_id,
    bookmark_id: r.bookmark_id,
  });

  const studentOf = (actor: AuthUser): number => {
    if (!isStudent(actor) || !actor.student_id) throw forbidden();
    return actor.student_id;
  };

  /** Under the cap every match is sorted; at the cap the page comes off the created_at index. */
  const pageOf = (total: number, where: Where, limit: number, offset: number, studentId: number, keys?: Where[]) =>
    offset >= total
      ? Promise.resolve([])
      : total < CAP
        ? repo.sortedPage(where, limit, offset, studentId, { keys })
        : repo.newestPage(where, limit, offset, studentId);

  /** A page of the whole match in the chosen order (relevance has its own, tiered paging). */
  const ordered = (
    sort: StudentJobSort,
    total: number,
    where: Where,
    limit: number,
    offset: number,
    studentId: number,
  ) =>
    sort === 'pay' && offset < total
      ? repo.sortedPage(where, limit, offset, studentId, { pay: true })
      : pageOf(total, where, limit, offset, studentId);

  /**
   * Some words after all (docs/decisions/020-search-relevance.md): when jobs with only some of the
   * words exist, the search lists them after the `allWords` jobs that have every word, in any
   * sort; by relevance those with a word in the title, then area or company, first. At the cap, the rest newest first.
   */
  const partialTier = async (
    studentId: number,
    tiers: ReturnType<typeof titleTiers>,
    allWords: number,
    sort: StudentJobSort,
    limit: number,
    offset: number,
  ) => {
    const total = await repo.count(tiers.partial, CAP);
    if (total <= allWords) return null;
    const pay = sort === 'pay';
    if (total < CAP) {
      const keys = sort === 'relevance' ? [tiers.every, ...tiers.rank, ...tiers.some] : [tiers.every];
      return { total, allWords, rows: await repo.sortedPage(tiers.partial, limit, offset, studentId, { keys, pay }) };
    }
    if (offset >= total) return { total, allWords, rows: [] };
    const keys = sort === 'relevance' ? tiers.rank : [];
    const first =
      offset < allWords
        ? await repo.sortedPage(tiers.match, Math.min(limit, allWords - offset), offset, studentId, { keys, pay })
        : [];
    const rest =
      first.length < limit
        ? await repo.newestPage(tiers.partialOnly, limit - first.length, Math.max(0, offset - allWords), studentId)
        : [];
    return { total, allWords, rows: [...first, ...rest] };
  };

  /**
   * Relevance tiers: the title's whole words, then every other match ranked (title, area or
   * company, fewest typos, newest); at the count cap, each tier newest first. Only when nothing
   * matches and the words are no whole word of any open job, the typed text anywhere in the title
   * ('script' finds 'JavaScript').
   */
  const searchTitle = async (
    studentId: number,
    f: StudentJobFilter,
    title: string,
    terms: TitleTerms | null,
    sort: StudentJobSort,
    limit: number,
    offset: number,
  ) => {
    if (terms) {
      const tiers = titleTiers(f, terms);
      // Whole words first: for a common word they reach the cap and the prefix count is not needed.
      const exact = await repo.count(tiers.exact, CAP);
      if (exact >= CAP)
        return sort !== 'relevance'
          ? { total: CAP, rows: await ordered(sort, CAP, tiers.match, limit, offset, studentId) }
          : { total: CAP, rows: offset >= CAP ? [] : await repo.newestPage(tiers.exact, limit, offset, studentId) };
      // Whole words that exist but are few: their prefixes are likely few too. No whole word: a
      // partial word, usually the start of common ones ('desenv', 'progr').
      const total = await repo.count(tiers.match, CAP, exact > 0);
      const some =
        terms.tokens > 1 && total < CAP ? await partialTier(studentId, tiers, total, sort, limit, offset) : null;
      if (some) return some;
      // The words are real words of open job titles, just not with these filters: nothing to add.
      if (total === 0 && (await repo.exists(tiers.wholeAnywhere))) return { total: 0, rows: [] };
      if (total > 0 && sort !== 'relevance')
        return { total, rows: await ordered(sort, total, tiers.match, limit, offset, studentId) };
      if (total > 0 && total < CAP)
        return { total, rows: await pageOf(total, tiers.match, limit, offset, studentId, tiers.rank) };
      if (total > 0) {
        if (offset >= total) return { total, rows: [] };
        const first =
          offset < exact ? await repo.newestPage(tiers.exact, Math.min(limit, exact - offset), offset, studentId) : [];
        const rest =
          first.length < limit
            ? await repo.newestPage(tiers.prefixOnly, limit - first.length, Math.max(0, offset - exact), studentId)
            : [];
        return { total, rows: [...first, ...rest] };
      }
    }
    // A trigram index serves '%text%' from three characters on; shorter text would scan every job.
    if (stripAccents(title).trim().length < 3) return { total: 0, rows: [], substring: true };
    const where = substringOf(f, title);
    const total = await repo.count(where, CAP, true);
    return { total, rows: await ordered(sort, total, where, limit, offset, studentId), substring: true };
  };

  /** A saved search's terms as the search would expand them now (typos, synonyms). */
  const termsOf = async (title: string) => {
    const expansion = await expandQuery(repo, title);
    return { expansion, terms: titleTerms(title, expansion) };
  };

  return {
    toCard,
    studentOf,
    /** Job alerts save a search: its criteria as the search's own terms, and whether a title gives it anything to look for. */
    async alertCriteria(c: { title: string | null; city: string | null }) {
      const terms = c.title ? (await termsOf(c.title)).terms : null;
      return (p: SqlParams) => alertCriteria(p, c, terms);
    },
    /** The search's match of a job against an alert (the alert e-mails' query). */
    alertMatch,
    searchableTitle,

    async search(actor: AuthUser, q: StudentJobSearch): Promise<StudentJobList> {
      const studentId = studentOf(actor);
      const filter: StudentJobFilter = {
        today: clock.today(),
        state: q.state,
        city: q.city,
        contract_types_id: q.contract_types_id,
        knowledge_areas_id: q.knowledge_areas_id,
        work_mode: q.work_mode,
      };
      const offset = pageOffset(q.page, q.limit);
      let result: { total: number; rows: StudentJobRow[]; substring?: boolean; allWords?: number };
      let suggestion: string | null = null;
      let terms: TitleTerms | null = null;
      if (q.title) {
        const expanded = await termsOf(q.title);
        const { expansion } = expanded;
        terms = expanded.terms;
        const sort = q.sort ?? (terms ? 'relevance' : 'recent');
        result = await searchTitle(studentId, filter, q.title, terms, sort, q.limit, offset);
        if ((result.allWords ?? result.total) < SUGGEST_BELOW) suggestion = expansion.suggestion;
      } else {
        const where = openJobs(filter);
        // A city is a narrow filter: counted along the newest-first index, 'SP' + 'campinas' read
        // 150,000 index entries of 1,000,000 jobs (60 ms) to find the cap; planned alone, its
        // matches come from the state and city indexes.
        const total = await repo.count(where, CAP, Boolean(filter.city));
        result = { total, rows: await ordered(q.sort ?? 'recent', total, where, q.limit, offset, studentId) };
      }
      return {
        meta: {
          ...paginationMeta(result.total, q.page, q.limit, CAP),
          ...(suggestion && { suggestion }),
          ...(result.allWords !== undefined && { all_words: result.allWords }),
          ...(q.facets === '1' && {
            facets: await facetsOf(
              repo,
              filter,
              setOf(q.title, terms, result.substring ? 'substring' : result.allWords !== undefined ? 'some' : 'all'),
            ),
          }),
        },
        data: result.rows.map(toCard),
      };
    },

    /** One open job for the details dialog; a closed or unknown job is not found (students never see closed ones). */
    async detail(actor: AuthUser, id: number): Promise<StudentJobDetail> {
      const row = await repo.openWithOwner(id, studentOf(actor), clock.today());
      if (!row) throw new AppError('NOT_FOUND', jobMessages.notFound);
      return { ...toCard(row), user: { id: row.user_id, name: row.user_name } };
    },

    /** Cards for the given jobs, in the order of the ids. */
    async cards(studentId: number, ids: number[]): Promise<Map<number, StudentJob>> {
      const rows = await repo.byIds([...new Set(ids)], studentId);
      return new Map(rows.map((r) => [r.id, toCard(r)]));
    },
  };
};

export type StudentJobsService = ReturnType<typeof createStudentJobsService>;
