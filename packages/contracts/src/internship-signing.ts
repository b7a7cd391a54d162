import { z } from 'zod';

/** The signing order: the student, the company (concedente), then the university. */
export const SIGNING_PARTIES = ['student', 'company', 'institution'] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];
export const SIGNING_PARTY_LABELS: Record<SigningParty, string> = {
  student: 'Estagiário(a)',
  company: 'Parte concedente',
  institution: 'Instituição de ensino',
};

export const signatureSchema = z.object({ party: z.enum(SIGNING_PARTIES), name: z.string(), signed_at: z.string() });

/** The frozen documents of an internship, each verifiable by its code (docs/decisions/018-internships-tce.md). */
export const DOCUMENT_KINDS = ['tce', 'amendment', 'report', 'completion'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  tce: 'Termo de Compromisso de Estágio',
  amendment: 'Termo aditivo',
  report: 'Relatório de atividades',
  completion: 'Termo de realização do estágio',
};

export const AMENDMENT_STATUSES = ['awaiting_signatures', 'active'] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];
export const AMENDMENT_STATUS_LABELS: Record<AmendmentStatus, string> = {
  awaiting_signatures: 'Aguardando assinaturas',
  active: 'Em vigor',
};

/** The terms an amendment may change, each optional: what it changes, and what they were before. */
export const amendmentTermsSchema = z.object({
  ends_on: z.string().optional(),
  hours_per_day: z.number().int().optional(),
  hours_per_week: z.number().int().optional(),
  stipend_cents: z.number().int().optional(),
  transport_aid_cents: z.number().int().optional(),
  supervisor: z.object({ name: z.string(), email: z.string(), position: z.string(), education: z.string() }).optional(),
  activities: z.array(z.string()).optional(),
});
export type AmendmentTerms = z.infer<typeof amendmentTermsSchema>;

/** A termo aditivo (docs/spec/07-api.md#amendments): signed by the three parties in the TCE's order. */
export const internshipAmendmentSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(AMENDMENT_STATUSES),
  changes: amendmentTermsSchema,
  previous: amendmentTermsSchema,
  terms_sha256: z.string(),
  signatures: z.array(signatureSchema),
  next_party: z.enum(SIGNING_PARTIES).nullable(),
  /** The frozen document's code and hash, once the last party has signed. */
  verification_code: z.string().nullable(),
  document_sha256: z.string().nullable(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
});
export type InternshipAmendment = z.infer<typeof internshipAmendmentSchema>;
export const internshipAmendmentListSchema = z.array(internshipAmendmentSchema);
