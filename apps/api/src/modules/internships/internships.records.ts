import { REPORT_STATUS_LABELS, type ReportStatus } from '@portal/contracts';
import { portalDate } from '../../lib/clock.ts';
import type { AmendmentRow } from './internships.amendments.repository.ts';
import type { ReportRow } from './internships.follow-up.repository.ts';
import { daysOf } from './internships.law.ts';
import type { InternshipRow } from './internships.repository.ts';
import { day, termsOf, type TermsSection } from './internships.terms.ts';

const when = (d: Date | null) =>
  d
    ? new Intl.DateTimeFormat('pt-BR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(d)
    : '-';

/**
 * Hours done (art. 9 V): each stretch of the period at its weekly hours, an amendment's new hours from
 * the day its last party signed, less the recess days (paid rest, not work). Whole hours, rounded down.
 */
export const hoursDone = (
  startsOn: string,
  endedOn: string,
  hoursPerWeek: number,
  amendments: Array<Pick<AmendmentRow, 'changes' | 'previous' | 'activated_at'>>,
  recessDays: number,
): number => {
  const changes = amendments
    .filter((a) => a.activated_at && a.changes.hours_per_week !== undefined)
    .map((a) => ({
      from: portalDate(a.activated_at!),
      before: a.previous.hours_per_week!,
      after: a.changes.hours_per_week!,
    }));
  let weekly = changes[0]?.before ?? hoursPerWeek;
  let from = startsOn;
  let total = 0;
  for (const c of changes) {
    if (c.from > endedOn) break;
    if (c.from > from) {
      total += ((daysOf(from, c.from) - 1) * weekly) / 7;
      from = c.from;
    }
    weekly = c.after;
  }
  total += (daysOf(from, endedOn) * weekly) / 7;
  return Math.max(0, Math.floor(total - (recessDays * weekly) / 7));
};

/** The approved activity report, as its PDF prints it (art. 7 IV, art. 9 VII). */
export const reportSectionsOf = (t: InternshipRow, r: ReportRow, institution: string): TermsSection[] => [
  termsOf(t, institution)[0]!,
  {
    heading: 'Período',
    paragraphs: [
      `Relatório de atividades com vencimento em ${day(r.due_on)}, do estágio de ${day(t.row.starts_on)} a ${day(t.row.ends_on)} (Lei 11.788/2008, art. 7º, IV, e art. 9º, VII).`,
    ],
  },
  {
    heading: 'Atividades realizadas, pelo(a) estagiário(a)',
    paragraphs: [r.activities ?? '-', `Enviado em ${when(r.submitted_at)}.`],
  },
  {
    heading: `Avaliação do(a) supervisor(a): ${t.row.supervisor_name}`,
    paragraphs: r.evaluation ? [r.evaluation, `Registrada em ${when(r.evaluated_at)}.`] : ['Sem avaliação registrada.'],
  },
  {
    heading: 'Aprovação',
    paragraphs: [
      `Aprovado pela instituição de ensino em ${when(r.decided_at)}, professor(a) orientador(a): ${t.row.advisor_name}.`,
      ...(r.comment ? [`Comentário: ${r.comment}`] : []),
    ],
  },
];

/** The termo de realização (art. 9 V): the periods, the hours done, the activities and the evaluation. */
export const completionSectionsOf = (
  t: InternshipRow,
  f: {
    reports: ReportRow[];
    recesses: Array<{ starts_on: string; ends_on: string; days: number }>;
    amendments: AmendmentRow[];
  },
  institution: string,
): TermsSection[] => {
  const r = t.row;
  const endedOn = r.ended_on ?? r.ends_on;
  const recessDays = f.recesses.reduce((s, x) => s + x.days, 0);
  const active = f.amendments.filter((a) => a.status === 'active');
  return [
    termsOf(t, institution)[0]!,
    {
      heading: 'Períodos',
      paragraphs: [
        `Estágio realizado de ${day(r.starts_on)} a ${day(endedOn)}, Termo de Compromisso de Estágio de código ${r.verification_code}.`,
        ...active.map((a) => `Termo aditivo nº ${a.number}, em vigor desde ${when(a.activated_at)}.`),
        ...(f.recesses.length
          ? f.recesses.map((x) => `Recesso de ${day(x.starts_on)} a ${day(x.ends_on)} (${x.days} dias, art. 13).`)
          : ['Nenhum recesso registrado.']),
      ],
    },
    {
      heading: 'Carga horária',
      paragraphs: [
        `Jornada de ${r.hours_per_day} horas diárias e ${r.hours_per_week} horas semanais; carga horária realizada: ${hoursDone(r.starts_on, endedOn, r.hours_per_week, active, recessDays)} horas, descontado o recesso.`,
      ],
    },
    { heading: 'Resumo das atividades desenvolvidas', paragraphs: [r.activities_summary ?? '-'] },
    {
      heading: `Avaliação de desempenho, pelo(a) supervisor(a) ${r.supervisor_name}`,
      paragraphs: [r.completion_evaluation ?? '-'],
    },
    {
      heading: 'Relatórios de atividades',
      paragraphs: f.reports.length
        ? f.reports.map((x) => `Vencimento ${day(x.due_on)}: ${REPORT_STATUS_LABELS[x.status as ReportStatus]}.`)
        : ['Nenhum relatório.'],
    },
    {
      heading: 'Emissão',
      paragraphs: [
        `Termo de realização emitido pela parte concedente em ${when(r.completed_at)} (Lei 11.788/2008, art. 9º, V).`,
      ],
    },
  ];
};
