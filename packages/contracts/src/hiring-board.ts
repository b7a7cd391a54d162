import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { jobSchema } from './jobs.ts';
import { BOARD_COLUMN_PAGE } from './constants.ts';
import { STAGES } from './pipeline.ts';

/**
 * What `/candidaturas/:id` reads for a job with thousands of applicants
 * (docs/decisions/011-hiring-pipeline.md): the job with counts instead of every applicant, and the
 * board's first cards of every column in one request.
 */

export const boardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(BOARD_COLUMN_PAGE),
});

export const boardColumnSchema = z.object({
  stage: z.enum(STAGES),
  /** Every application in the stage; `data` holds the newest `limit` of them. */
  total: z.number().int(),
  data: z.array(applicationSchema),
});
export type BoardColumnPage = z.infer<typeof boardColumnSchema>;
/** One entry per stage, in board order (an empty stage too). */
export const boardSchema = z.object({ columns: z.array(boardColumnSchema) });
export type Board = z.infer<typeof boardSchema>;

const count = z.number().int();

/** `GET /api/jobs/:id/summary`: the job, how many applied (withdrawals left out), were hired, were told. */
export const jobHiringSummarySchema = jobSchema.extend({
  applicants: z.object({
    total: count,
    hired: count,
    notified: count,
    /** Not told the outcome yet, and how many of those were hired ('Enviar notificação'). */
    pending: count,
    pending_hired: count,
  }),
  /** The hired candidates, for their chips ('Ocupação da vaga'). */
  hired: z.array(z.object({ id: count, ra: z.string(), name: z.string() })),
});
export type JobHiringSummary = z.infer<typeof jobHiringSummarySchema>;
