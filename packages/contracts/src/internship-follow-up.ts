import { z } from 'zod';
import { requiredText } from './common.ts';
import { isoDate } from './resume.ts';

/** The internship after signing: reports, recess, ending (docs/decisions/018-internships-tce.md). */
export const REPORT_STATUSES = ['pending', 'submitted', 'approved', 'returned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pendente',
  submitted: 'Enviado',
  approved: 'Aprovado',
  returned: 'Devolvido',
};
/** Months between two activity reports (Lei 11.788/2008 art. 7 IV, art. 9 VII). */
export const REPORT_INTERVAL_MONTHS = 6;

export const followUpMessages = {
  notActive: 'O estágio não está ativo',
  reportNotFound: 'Relatório não encontrado',
  reportNotOpen: 'Este relatório já foi enviado ou aprovado',
  reportNotSubmitted: 'Só um relatório enviado pelo estagiário pode ser aprovado ou devolvido',
  reportApproved: 'Este relatório já foi aprovado',
  activitiesRequired: 'Descreva as atividades realizadas no período',
  evaluationRequired: 'Escreva a avaliação do supervisor',
  commentRequired: 'Escreva o que o estagiário deve corrigir',
  reportSubmitted: 'Relatório enviado',
  reportEvaluated: 'Avaliação registrada',
  reportApprovedDone: 'Relatório aprovado',
  reportReturned: 'Relatório devolvido ao estagiário',
  recessStartsRequired: 'O campo "Início do recesso" é obrigatório!',
  recessDays: 'Informe o número de dias, um número inteiro a partir de 1',
  recessBeyond: (remaining: number) => `O recesso restante é de ${remaining} dia(s) (Lei 11.788/2008, art. 13)`,
  recessOutside: 'O recesso deve caber no período do estágio',
  recessOverlap: 'Este período coincide com outro recesso já marcado',
  recessCreated: 'Recesso marcado',
  endedOnRequired: 'O campo "Data de término" é obrigatório!',
  endedOnOutside: 'A data de término deve estar dentro do período do estágio',
  reasonRequired: 'Informe o motivo da rescisão',
  terminated: 'Estágio rescindido',
  completionEvaluation: 'Escreva a avaliação de desempenho do estagiário',
  activitiesSummary: 'Resuma as atividades realizadas',
  tooEarly: 'O termo de realização só pode ser emitido a partir da data de término do estágio',
  completed: 'Estágio concluído',
  noReportDocument: 'O PDF do relatório é gerado quando o relatório é aprovado',
  noCompletionDocument: 'O termo de realização é gerado quando o estágio é concluído',
} as const;
const fm = followUpMessages;

export const internshipReportSchema = z.object({
  id: z.number().int(),
  due_on: z.string(),
  status: z.enum(REPORT_STATUSES),
  activities: z.string().nullable(),
  evaluation: z.string().nullable(),
  comment: z.string().nullable(),
  submitted_at: z.string().nullable(),
  evaluated_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The code of the report's PDF, frozen on approval; null before. */
  document_code: z.string().nullable(),
});
export type InternshipReport = z.infer<typeof internshipReportSchema>;
export const internshipReportListSchema = z.array(internshipReportSchema);

export const reportParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  rid: z.coerce.number().int().positive().max(2_147_483_647),
});
export const submitReportSchema = z.object({ activities: requiredText(fm.activitiesRequired, 10_000) });
export const evaluateReportSchema = z.object({ evaluation: requiredText(fm.evaluationRequired, 10_000) });
export const approveReportSchema = z.object({ comment: z.string().trim().max(2000).nullish() });
export const returnReportSchema = z.object({ comment: requiredText(fm.commentRequired, 2000) });

export const recessSummarySchema = z.object({
  entitled_days: z.number().int(),
  taken_days: z.number().int(),
  remaining_days: z.number().int(),
});
export const recessSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  days: z.number().int(),
});
export const createRecessSchema = z.object({
  starts_on: isoDate(fm.recessStartsRequired),
  days: z.coerce
    .number({ error: fm.recessDays })
    .int({ error: fm.recessDays })
    .min(1, { error: fm.recessDays })
    .max(366, {
      error: fm.recessDays,
    }),
});
export type CreateRecessInput = z.input<typeof createRecessSchema>;

export const terminationSchema = z.object({
  ended_on: isoDate(fm.endedOnRequired),
  reason: requiredText(fm.reasonRequired, 2000),
});
export type TerminationInput = z.input<typeof terminationSchema>;
export const completionSchema = z.object({
  evaluation: requiredText(fm.completionEvaluation, 10_000),
  activities_summary: requiredText(fm.activitiesSummary, 10_000),
});
export type CompletionInput = z.input<typeof completionSchema>;

/** How the internship ended; null while it runs. */
export const endingSchema = z
  .object({
    ended_on: z.string(),
    reason: z.string().nullable(),
    evaluation: z.string().nullable(),
    activities_summary: z.string().nullable(),
    terminated_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    /** The code of the termo de realização's PDF, frozen on completion; null otherwise. */
    document_code: z.string().nullable(),
  })
  .nullable();
