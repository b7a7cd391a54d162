import type { AmendmentTerms } from '../../db/schema/index.ts';
import type { InternshipRow } from './internships.repository.ts';
import { brl, day, termsOf, type TermsSection } from './internships.terms.ts';

export const AMENDABLE = [
  'ends_on',
  'hours_per_day',
  'hours_per_week',
  'stipend_cents',
  'transport_aid_cents',
  'supervisor',
  'activities',
] as const;
export type Amendable = (typeof AMENDABLE)[number];

/** The internship's terms now, as an amendment names them. */
export const currentTerms = (t: InternshipRow): Required<AmendmentTerms> => ({
  ends_on: t.row.ends_on,
  hours_per_day: t.row.hours_per_day,
  hours_per_week: t.row.hours_per_week,
  stipend_cents: t.row.stipend_cents,
  transport_aid_cents: t.row.transport_aid_cents,
  supervisor: {
    name: t.row.supervisor_name,
    email: t.row.supervisor_email,
    position: t.row.supervisor_position,
    education: t.row.supervisor_education,
  },
  activities: t.row.activities,
});

/** The columns an amendment writes on the internship when its last party signs. */
export const columnsOf = (c: AmendmentTerms) => ({
  ...(c.ends_on !== undefined && { ends_on: c.ends_on }),
  ...(c.hours_per_day !== undefined && { hours_per_day: c.hours_per_day }),
  ...(c.hours_per_week !== undefined && { hours_per_week: c.hours_per_week }),
  ...(c.stipend_cents !== undefined && { stipend_cents: c.stipend_cents }),
  ...(c.transport_aid_cents !== undefined && { transport_aid_cents: c.transport_aid_cents }),
  ...(c.supervisor && {
    supervisor_name: c.supervisor.name,
    supervisor_email: c.supervisor.email,
    supervisor_position: c.supervisor.position,
    supervisor_education: c.supervisor.education,
  }),
  ...(c.activities && { activities: c.activities }),
});

const hours = (n: number) => `${n} horas`;
const person = (s: NonNullable<AmendmentTerms['supervisor']>) =>
  `${s.name}, ${s.position}, formação ou experiência: ${s.education}`;

/** One sentence per change, from the old value to the new one. */
const changeLines = (changes: AmendmentTerms, previous: AmendmentTerms): string[] => {
  const lines: string[] = [];
  const from = <K extends Amendable>(k: K, label: string, show: (v: NonNullable<AmendmentTerms[K]>) => string) => {
    const now = changes[k];
    const before = previous[k];
    if (now !== undefined && before !== undefined) lines.push(`${label}: de ${show(before)} passa a ${show(now)}.`);
  };
  from('ends_on', 'Término do estágio (art. 11)', day);
  from('hours_per_day', 'Jornada diária (art. 10)', hours);
  from('hours_per_week', 'Jornada semanal (art. 10)', hours);
  from('stipend_cents', 'Bolsa mensal (art. 12)', brl);
  from('transport_aid_cents', 'Auxílio-transporte (art. 12)', brl);
  from('supervisor', 'Supervisor(a) na parte concedente (art. 9º, III)', person);
  if (changes.activities)
    lines.push(
      `Plano de atividades (art. 7º, parágrafo único): passa a ser ${changes.activities.map((a, i) => `${i + 1}. ${a}`).join('; ')}.`,
    );
  return lines;
};

/**
 * The termo aditivo's text: the TCE's parties, which TCE it changes, each change from the old value
 * to the new one, and the rest kept. Every party signs exactly this text (its SHA-256).
 */
export const amendmentTermsOf = (
  t: InternshipRow,
  a: { number: number; changes: AmendmentTerms; previous: AmendmentTerms },
  institution: string,
): TermsSection[] => [
  termsOf(t, institution)[0]!,
  {
    heading: 'Cláusula 1ª - Do objeto',
    paragraphs: [
      `Este termo aditivo nº ${a.number} altera o Termo de Compromisso de Estágio de código ${t.row.verification_code}, vigente de ${day(t.row.starts_on)} a ${day(t.row.ends_on)}, nos termos da Lei 11.788/2008.`,
    ],
  },
  { heading: 'Cláusula 2ª - Das alterações', paragraphs: changeLines(a.changes, a.previous) },
  {
    heading: 'Cláusula 3ª - Da ratificação',
    paragraphs: [
      'Permanecem inalteradas as demais cláusulas do Termo de Compromisso de Estágio e dos aditivos anteriores.',
    ],
  },
];
