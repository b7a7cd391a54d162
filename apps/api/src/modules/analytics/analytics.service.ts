import { portalDate } from '../../lib/clock.ts';
import {
  analyticsMessages,
  FUNNEL_STAGES,
  resolvePeriod,
  type AnalyticsOverview,
  type AnalyticsQuery,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import { isAdmin, isRepresentative, forbidden } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AnalyticsFilter, AnalyticsRepository, ExportRow } from './analytics.repository.ts';
import { keepsWholeStudents } from './analytics.facts.ts';
import type { InternshipExportRow } from './analytics.internships.repository.ts';

/** Rows per round trip of an export: a batch is the most the server holds at once. */
export const EXPORT_BATCH = 1000;
const TOP = 10;
const NO_COURSE = 'Sem curso';

const round = (v: number | null, digits: number): number | null =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;
const share = (part: number, whole: number): number | null => (whole ? round(part / whole, 4) : null);

/** Every month of the period, YYYY-MM, so the chart shows the empty months too. */
const monthsOf = (from: string, to: string): string[] => {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
};

const byHires = <T extends { hired: number; company?: string; course?: string }>(
  a: T,
  b: T,
  second: (x: T) => number,
) =>
  b.hired - a.hired ||
  second(b) - second(a) ||
  (a.company ?? a.course ?? '').localeCompare(b.company ?? b.course ?? '', 'pt-BR');

/** Indicadores: admins see everything, representatives their own companies (docs/decisions/013). */
export const createAnalyticsService = (deps: {
  repo: AnalyticsRepository;
  audit: AuditService;
  /** The portal's date (lib/clock.ts): what is overdue today. */
  today?: () => string;
}) => {
  const { repo } = deps;
  const today = deps.today ?? (() => portalDate(new Date()));

  /** The filter a user may run: a representative is held to their companies; another company is not found. */
  const scoped = async (actor: AuthUser, q: AnalyticsQuery): Promise<AnalyticsFilter> => {
    if (!isAdmin(actor) && !isRepresentative(actor)) throw forbidden();
    const own = isRepresentative(actor);
    if (q.company_id !== undefined) {
      const owner = await repo.companyOwner(q.company_id);
      if (owner === undefined || (own && owner !== actor.id))
        throw new AppError('NOT_FOUND', analyticsMessages.companyNotFound);
    }
    return {
      ...resolvePeriod(q, portalDate(new Date())),
      course: q.course,
      companyId: q.company_id,
      contractTypeId: q.contract_type_id,
      state: q.state,
      ...(own && { ownerId: actor.id }),
    };
  };

  return {
    scoped,

    async overview(actor: AuthUser, q: AnalyticsQuery): Promise<AnalyticsOverview> {
      const f = await scoped(actor, q);
      const months = monthsOf(f.from, f.to);
      const [apps, grouped, medianDays, open, created, internships] = await Promise.all([
        repo.applicationCounts(f),
        keepsWholeStudents(f) ? undefined : repo.applicantCounts(f),
        repo.medianDaysToHire(f),
        repo.openJobs(f),
        repo.newJobs(f),
        repo.internshipFigures(f, months, today()),
      ]);
      const jobsPerCompany = open.byCompany;
      const students = apps.students ?? grouped!;
      const perMonth = new Map(apps.byMonth.map((m) => [m.month, m]));
      const companyIds = [...new Set([...apps.byCompany.keys(), ...jobsPerCompany.keys()])];
      const names = await repo.companyNames(companyIds);
      const companies = companyIds.map((id) => ({
        company_id: id,
        company: names.get(id) ?? '',
        jobs: jobsPerCompany.get(id) ?? 0,
        applications: apps.byCompany.get(id)?.applications ?? 0,
        hired: apps.byCompany.get(id)?.hired ?? 0,
      }));
      return {
        from: f.from,
        to: f.to,
        applications: apps.applications,
        applicants: students.applicants,
        hired: apps.hired,
        hired_students: students.hired_students,
        placement_rate: share(students.hired_students, students.applicants),
        median_days_to_hire: round(medianDays, 1),
        median_days_open: round(created.median_days_open, 1),
        video_cv_share: share(students.with_video_cv, students.applicants),
        open_jobs: open.total,
        new_jobs: created.new_jobs,
        by_month: months.map((month) => ({
          month,
          applications: perMonth.get(month)?.applications ?? 0,
          hired: perMonth.get(month)?.hired ?? 0,
        })),
        by_course: students.byCourse
          .map((c) => ({
            course: c.course ?? NO_COURSE,
            applicants: c.applicants,
            hired: apps.hiredByCourse.get(c.course_id) ?? 0,
          }))
          .sort((a, b) => byHires(a, b, (x) => x.applicants))
          .slice(0, TOP),
        by_company: companies.sort((a, b) => byHires(a, b, (x) => x.applications * 1e6 + x.jobs)).slice(0, TOP),
        jobs_by_state: open.byState.sort((a, b) => b.jobs - a.jobs || a.state.localeCompare(b.state, 'pt-BR')),
        funnel: FUNNEL_STAGES.map((stage) => ({ stage, count: apps.funnel[stage] })),
        internships,
      };
    },

    /** The rows behind the figures, in batches of EXPORT_BATCH (keyset: flat memory however many). */
    async *exportRows(f: AnalyticsFilter, batchSize = EXPORT_BATCH): AsyncGenerator<ExportRow[]> {
      let after: { at: string; id: number } | null = null;
      for (;;) {
        const batch = await repo.exportBatch(f, after, batchSize);
        if (batch.length) yield batch;
        if (batch.length < batchSize) return;
        const last = batch[batch.length - 1]!;
        after = { at: last.key_at, id: last.id };
      }
    },

    /** The internships active in the period, in batches of EXPORT_BATCH (keyset by id). */
    async *internshipRows(f: AnalyticsFilter, batchSize = EXPORT_BATCH): AsyncGenerator<InternshipExportRow[]> {
      for (let after = 0; ;) {
        const batch = await repo.internshipBatch(f, after, batchSize, today());
        if (batch.length) yield batch;
        if (batch.length < batchSize) return;
        after = batch[batch.length - 1]!.id;
      }
    },

    /**
     * The summary the overview reads is kept by triggers; this check rewrites any row that differs
     * from a recount (a hand edit with triggers disabled, a restore) and says so.
     */
    async repairSummary(log: { warn(obj: object, msg: string): void }): Promise<void> {
      const rows = await repo.repair();
      if (rows) log.warn({ rows }, 'indicators summary repaired');
    },

    /** An export holds students' names and RAs: who took it stays in the audit log. */
    async recordExport(actor: AuthUser, f: AnalyticsFilter, format: 'csv' | 'xlsx', origin?: RequestOrigin) {
      const { ownerId: _owner, ...filter } = f;
      await deps.audit.record({ action: 'analytics.exported', actor, origin, details: { format, ...filter } });
    },
  };
};

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
