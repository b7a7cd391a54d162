import { z } from 'zod';
import { paginated, pageQuerySchema } from './common.ts';
import { professionalExperienceSchema } from './resume.ts';

/**
 * The deadlines the office watches (docs/decisions/018-internships-tce.md#deadlines): the lists of
 * the 'Estágios' screen's tabs and of the weekly digest, in that order.
 */
export const DEADLINE_LISTS = ['overdue_reports', 'ending_soon', 'past_two_years', 'agreements_expiring'] as const;
export type DeadlineList = (typeof DEADLINE_LISTS)[number];
export const DEADLINE_LIST_LABELS: Record<DeadlineList, string> = {
  overdue_reports: 'Relatórios atrasados',
  ending_soon: 'Terminam em 30 dias',
  past_two_years: 'Mais de 2 anos',
  agreements_expiring: 'Convênios vencendo em 60 dias',
};
/** Days before a report is due when the student and the supervisor are reminded. */
export const REPORT_REMINDER_DAYS = 15;
/** Days before `ends_on` when every party is reminded, and the office's 'ending soon' window. */
export const ENDING_REMINDER_DAYS = 30;
/** The office's window for convênios about to expire. */
export const AGREEMENT_EXPIRY_DAYS = 60;

export const deadlineMessages = {
  empty: 'Nenhum item nesta lista.',
  experienceAdded: 'Estágio adicionado ao currículo',
  experienceNotCompleted: 'Só um estágio concluído pode ser adicionado ao currículo',
  experienceRole: 'Estagiário(a)',
} as const;

export const deadlineQuerySchema = pageQuerySchema.extend({
  list: z.enum(DEADLINE_LISTS).default('overdue_reports'),
});
export type DeadlineQuery = z.input<typeof deadlineQuerySchema>;

/** One row of a list: an internship (with its student) or a convênio, and the date that matters. */
export const deadlineRowSchema = z.object({
  internship_id: z.number().int().nullable(),
  agreement_id: z.number().int().nullable(),
  agreement_number: z.string().nullable(),
  student_name: z.string().nullable(),
  student_ra: z.string().nullable(),
  company_name: z.string(),
  /** The report's due date, the TCE's end, the day it reached 2 years, or the convênio's end. */
  date: z.string(),
  /** Days from today to `date`: negative when it has passed. */
  days: z.number().int(),
});
export type DeadlineRow = z.infer<typeof deadlineRowSchema>;

export const deadlineCountsSchema = z.object(
  Object.fromEntries(DEADLINE_LISTS.map((l) => [l, z.number().int()])) as Record<DeadlineList, z.ZodNumber>,
);
export type DeadlineCounts = z.infer<typeof deadlineCountsSchema>;

/** GET /api/internships/deadlines: every list's count, and one list's page. */
export const deadlineListSchema = paginated(deadlineRowSchema).extend({
  list: z.enum(DEADLINE_LISTS),
  counts: deadlineCountsSchema,
});
export type DeadlineListAnswer = z.infer<typeof deadlineListSchema>;

/** POST /api/internships/{id}/experience: the experience made from a completed internship. */
export const internshipExperienceSchema = professionalExperienceSchema;
