import { z } from 'zod';

/** Indicadores (docs/decisions/013): wording of the page and of the API's refusals. */
export const analyticsMessages = {
  title: 'Indicadores',
  dateInvalid: 'Data inválida',
  dateOrder: 'A data final deve ser igual ou posterior à data inicial',
  periodTooLong: 'O período pode ter no máximo 5 anos',
  companyNotFound: 'Empresa não encontrada',
} as const;

/** The longest period a request may ask for: five calendar years (2021-01-01 to 2025-12-31). */
export const ANALYTICS_MAX_YEARS = 5;
const withinYears = (from: string, to: string) =>
  to < `${Number(from.slice(0, 4)) + ANALYTICS_MAX_YEARS}${from.slice(4)}`;

/**
 * The pipeline's stages (docs/decisions/011-hiring-pipeline.md) in funnel order: applications that
 * reached each one; the last two (not selected, withdrawn) sit beside the funnel.
 */
export const FUNNEL_STAGES = ['received', 'in_review', 'interview', 'hired', 'rejected', 'withdrawn'] as const;
export const FUNNEL_STAGE_LABELS: Record<string, string> = {
  received: 'Recebidas',
  in_review: 'Em análise',
  interview: 'Entrevista',
  hired: 'Contratados',
  rejected: 'Não selecionadas',
  withdrawn: 'Canceladas',
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const validDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  isoDay(new Date(`${v}T00:00:00Z`)) === v;

/** Today's date in the portal's time zone (its calendar; PORTAL_TIME_ZONE on the server), as YYYY-MM-DD. */
export const portalToday = (timeZone = 'America/Sao_Paulo', now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The semester a day falls in: 1 January to 30 June, or 1 July to 31 December. */
export const semesterOf = (day: string): { from: string; to: string } => {
  const [year, month] = [day.slice(0, 4), Number(day.slice(5, 7))];
  return month <= 6 ? { from: `${year}-01-01`, to: `${year}-06-30` } : { from: `${year}-07-01`, to: `${year}-12-31` };
};

const day = z
  .string({ error: analyticsMessages.dateInvalid })
  .trim()
  .refine(validDay, { error: analyticsMessages.dateInvalid, abort: true });
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/analytics/overview and the exports: the period (this semester by default) and the filters. */
export const analyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    course: id.optional(),
    company_id: id.optional(),
    contract_type_id: id.optional(),
    state: z.string().trim().min(1).max(32).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: analyticsMessages.dateOrder, path: ['to'] })
  .refine((q) => !q.from || !q.to || withinYears(q.from, q.to), {
    error: analyticsMessages.periodTooLong,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;

/** The period a query names: a missing end takes the semester of the other end, or of today. */
export const resolvePeriod = (
  q: { from?: string; to?: string },
  today = portalToday(),
): { from: string; to: string } => {
  const base = semesterOf(q.from ?? q.to ?? today);
  return { from: q.from ?? base.from, to: q.to ?? base.to };
};

export const analyticsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  applications: z.number().int(),
  applicants: z.number().int(),
  hired: z.number().int(),
  /** Distinct students hired: the numerator of the placement rate. */
  hired_students: z.number().int(),
  /** hired_students / applicants, 0..1; null without applicants. */
  placement_rate: z.number().nullable(),
  median_days_to_hire: z.number().nullable(),
  median_days_open: z.number().nullable(),
  /** Share (0..1) of the applicants with a published video CV; null without applicants. */
  video_cv_share: z.number().nullable(),
  open_jobs: z.number().int(),
  new_jobs: z.number().int(),
  by_month: z.array(z.object({ month: z.string(), applications: z.number().int(), hired: z.number().int() })),
  by_course: z.array(z.object({ course: z.string(), applicants: z.number().int(), hired: z.number().int() })),
  by_company: z.array(
    z.object({
      company_id: z.number().int(),
      company: z.string(),
      jobs: z.number().int(),
      applications: z.number().int(),
      hired: z.number().int(),
    }),
  ),
  jobs_by_state: z.array(z.object({ state: z.string(), jobs: z.number().int() })),
  funnel: z.array(z.object({ stage: z.string(), count: z.number().int() })),
  /**
   * Internships (docs/decisions/018-internships-tce.md#indicators): those active at some moment of
   * the period, by course and company; started and completed per month; the reports due in the
   * period delivered on time or not; the mean days of those that ended in it.
   */
  internships: z.object({
    active: z.number().int(),
    started: z.number().int(),
    completed: z.number().int(),
    by_course: z.array(z.object({ course: z.string(), active: z.number().int() })),
    by_company: z.array(z.object({ company_id: z.number().int(), company: z.string(), active: z.number().int() })),
    by_month: z.array(z.object({ month: z.string(), started: z.number().int(), completed: z.number().int() })),
    reports_on_time: z.number().int(),
    reports_overdue: z.number().int(),
    mean_duration_days: z.number().nullable(),
  }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** The columns of the export, one row per application, in order. */
export const ANALYTICS_EXPORT_COLUMNS = [
  'Vaga',
  'Empresa',
  'Tipo de contrato',
  'Estado',
  'Cidade',
  'Curso',
  'Estudante',
  'RA',
  'Candidatura em',
  'Situação',
  'Contratado em',
] as const;

/** The columns of the internships' export, one row per internship active in the period, in order. */
export const ANALYTICS_INTERNSHIP_COLUMNS = [
  'Estudante',
  'RA',
  'Curso',
  'Empresa',
  'Início',
  'Término',
  'Situação',
  'Relatórios no prazo',
  'Relatórios atrasados',
] as const;
