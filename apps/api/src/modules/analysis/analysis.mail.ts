import type { FeedbackCriterion } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

/** The feedback e-mail the success dialog promises (docs/spec/13-open-behaviours.md#feedback-e-mail), with the score and the link. */
export const feedbackMail = (m: {
  email: string;
  name: string;
  activityTitle: string;
  avg: number | null;
  criteria: FeedbackCriterion[];
  notes: string[];
  link: string;
}): MailMessage => {
  const score = m.avg === null ? null : Math.ceil(m.avg / 10);
  const name = m.name.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
  const lines = m.criteria.map((c) => `- ${c.label}: ${c.score}/100. ${c.explanation}\n  Dica: ${c.tip}`);
  return {
    to: m.email,
    subject:
      score === null
        ? `Feedback da sua apresentação: ${m.activityTitle}`
        : `Feedback da sua apresentação: nota ${score} de 10`,
    text: [
      `Olá, ${name}!`,
      '',
      `A análise da sua apresentação "${m.activityTitle}" terminou.`,
      score === null
        ? 'Não foi possível calcular uma nota desta vez.'
        : `Nota: ${score} de 10 (média ${m.avg} de 100).`,
      '',
      ...lines,
      ...(m.notes.length ? ['', ...m.notes] : []),
      '',
      `Veja o feedback completo e o vídeo: ${m.link}`,
      '',
      'Portal de Oportunidades',
    ].join('\n'),
  };
};
