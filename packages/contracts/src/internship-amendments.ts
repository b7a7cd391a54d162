import { z } from 'zod';
import { requiredText } from './common.ts';
import { isoDate } from './resume.ts';
import { internshipFieldSchemas, internshipMessages, supervisorSchema } from './internships.ts';

const LAW = 'Lei 11.788/2008';
export const amendmentMessages = {
  created: 'Termo aditivo criado e enviado para assinaturas',
  signed: 'Termo aditivo assinado com sucesso!',
  notFound: 'Termo aditivo não encontrado',
  empty: 'Informe ao menos uma alteração do termo',
  notActive: 'Só um estágio ativo pode receber termo aditivo',
  openExists: 'Já há um termo aditivo aguardando assinaturas neste estágio',
  unchanged: 'O novo valor é igual ao atual',
  endsInPast: 'A nova data de término não pode ser anterior a hoje',
  endsBeforeStart: `A data de término deve ser igual ou posterior à de início (${LAW}, art. 11)`,
  notAwaiting: 'Este termo aditivo não está aguardando assinaturas',
  alreadySigned: 'Esta parte já assinou o termo aditivo',
  noDocument: 'O documento é gerado quando as três partes assinam o termo aditivo',
  versions: 'Versões do termo',
  original: 'Versão original (TCE)',
} as const;
const am = amendmentMessages;

/**
 * A termo aditivo (docs/spec/07-api.md#amendments): any of the terms below, the rest unchanged. The
 * law's checks are the TCE's, run on the terms as they would become.
 */
export const createAmendmentSchema = z
  .object({
    ends_on: isoDate(internshipMessages.endsRequired).optional(),
    hours_per_day: internshipFieldSchemas.hours(24).optional(),
    hours_per_week: internshipFieldSchemas.hours(168).optional(),
    stipend_cents: internshipFieldSchemas.cents.optional(),
    transport_aid_cents: internshipFieldSchemas.cents.optional(),
    supervisor: supervisorSchema.optional(),
    activities: z
      .array(requiredText(internshipMessages.activitiesRequired, 500), { error: internshipMessages.activitiesRequired })
      .min(1, { error: internshipMessages.activitiesRequired })
      .max(30, { error: 'No máximo 30 atividades' })
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: am.empty });
export type CreateAmendmentInput = z.input<typeof createAmendmentSchema>;
export type CreateAmendment = z.output<typeof createAmendmentSchema>;

export const amendmentParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  aid: z.coerce.number().int().positive().max(2_147_483_647),
});
