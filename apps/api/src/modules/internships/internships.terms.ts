import { capitalizeName, INTERNSHIP_KIND_LABELS, type InternshipKind } from '@portal/contracts';
import { createHash } from 'node:crypto';
import type { InternshipRow } from './internships.repository.ts';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, ' ');
export const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The TCE's text: the parties, the clauses of Lei 11.788/2008 filled with this internship's terms,
 * and the plano de atividades. Every party signs exactly this text (its SHA-256), and the PDF
 * prints it (docs/decisions/018-internships-tce.md).
 */
export const termsOf = (t: InternshipRow, institution: string): TermsSection[] => {
  const r = t.row;
  const kind = INTERNSHIP_KIND_LABELS[r.kind as InternshipKind].toLowerCase();
  const agent = ` Convênio nº ${t.agreement_number}, vigente até ${day(t.agreement_ends_on)}.`;
  return [
    {
      heading: 'Partes',
      paragraphs: [
        `Instituição de ensino: ${institution}.`,
        `Parte concedente: ${t.company_name}${t.company_cnpj ? `, CNPJ ${t.company_cnpj}` : ''}.${agent}`,
        `Estagiário(a): ${capitalizeName(t.student_name)}, RA ${t.student_ra}${t.student_course ? `, curso de ${t.student_course}` : ''}.`,
      ],
    },
    {
      heading: 'Cláusula 1ª - Do objeto',
      paragraphs: [
        `Este termo formaliza o estágio ${kind} do(a) estagiário(a) na parte concedente, nos termos da Lei 11.788/2008, sem vínculo empregatício de qualquer natureza (art. 3º).`,
      ],
    },
    {
      heading: 'Cláusula 2ª - Da vigência',
      paragraphs: [
        `O estágio vigora de ${day(r.starts_on)} a ${day(r.ends_on)}, não podendo exceder 2 anos na mesma parte concedente, exceto para pessoa com deficiência (art. 11).`,
      ],
    },
    {
      heading: 'Cláusula 3ª - Da jornada',
      paragraphs: [
        `A jornada é de ${r.hours_per_day} horas diárias e ${r.hours_per_week} horas semanais, compatível com as atividades escolares, reduzida ao menos à metade nos períodos de avaliação (art. 10).`,
      ],
    },
    {
      heading: 'Cláusula 4ª - Da bolsa e do auxílio-transporte',
      paragraphs: [
        `Bolsa mensal de ${brl(r.stipend_cents)} e auxílio-transporte de ${brl(r.transport_aid_cents)} (art. 12).`,
      ],
    },
    {
      heading: 'Cláusula 5ª - Do seguro',
      paragraphs: [
        `A parte concedente mantém seguro contra acidentes pessoais em favor do(a) estagiário(a): seguradora ${r.insurer}, apólice nº ${r.policy_number} (art. 9º, IV).`,
      ],
    },
    {
      heading: 'Cláusula 6ª - Da supervisão e da orientação',
      paragraphs: [
        `Supervisor(a) na parte concedente: ${r.supervisor_name}, ${r.supervisor_position}, formação ou experiência: ${r.supervisor_education} (art. 9º, III).`,
        `Professor(a) orientador(a) da instituição de ensino: ${r.advisor_name} (art. 7º, III).`,
      ],
    },
    {
      heading: 'Cláusula 7ª - Do recesso e dos relatórios',
      paragraphs: [
        'O(a) estagiário(a) tem direito a recesso de 30 dias a cada 12 meses, proporcional nos períodos menores, remunerado quando houver bolsa (art. 13).',
        'O(a) estagiário(a) apresenta relatório de atividades em prazo não superior a 6 meses, aprovado pelo orientador (art. 7º, IV).',
      ],
    },
    {
      heading: 'Cláusula 8ª - Das obrigações',
      paragraphs: [
        'A instituição de ensino avalia as instalações da parte concedente e acompanha o estágio; a parte concedente oferece atividades de aprendizagem e entrega, ao fim, o termo de realização do estágio (arts. 7º e 9º).',
        'O descumprimento deste termo ou da Lei 11.788/2008 caracteriza vínculo de emprego (art. 15).',
      ],
    },
    {
      heading: 'Plano de atividades (art. 7º, parágrafo único)',
      paragraphs: r.activities.map((a, i) => `${i + 1}. ${a}`),
    },
  ];
};

/** The text each party signs, as one string: its SHA-256 is the signature's evidence of what was signed. */
export const termsText = (sections: TermsSection[]): string =>
  sections.map((s) => [s.heading, ...s.paragraphs].join('\n')).join('\n\n');

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
