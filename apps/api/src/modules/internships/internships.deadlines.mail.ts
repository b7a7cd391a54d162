import {
  capitalizeName,
  DEADLINE_LIST_LABELS,
  DEADLINE_LISTS,
  type DeadlineList,
  type DeadlineRow,
} from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import type { ReminderRow } from './internships.deadlines.repository.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const day = (iso: string) => iso.split('-').reverse().join('/');

interface Letter {
  id: string;
  to: { name: string; email: string };
  subject: string;
  lines: string[];
  action: string;
  link: string;
}

/** A reminder in the portal's look; its id is stable, so a resend replaces it in the outbox. */
const letter = (l: Letter): MailMessage => {
  const hello = `Olá, ${capitalizeName(l.to.name)}!`;
  const text = [hello, '', ...l.lines, '', `${l.action}: ${l.link}`, '', 'Portal de Oportunidades'].join('\n');
  const html = `<div style="font-family:Roboto,Arial,sans-serif;color:#172033;max-width:560px;margin:0 auto">
<div style="background:#0b3d91;color:#ffffff;padding:16px 20px;font-size:18px;font-weight:bold">Portal de Oportunidades</div>
<div style="padding:20px;border:1px solid #dbe2ee;border-top:0">
<p>${escapeHtml(hello)}</p>
${l.lines.map((x) => `<p>${escapeHtml(x)}</p>`).join('\n')}
<p><a href="${escapeHtml(l.link)}" style="display:inline-block;background:#0b3d91;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(l.action)}</a></p>
</div></div>`;
  return { id: l.id, to: l.to.email, subject: l.subject, text, html };
};

/** The e-mails of one reminder, one per recipient (docs/spec/08-messages.md#internships). */
export const reminderMails = (
  r: ReminderRow,
  office: Array<{ name: string; email: string }>,
  base: string,
): MailMessage[] => {
  const student = capitalizeName(r.student_name);
  const studentTo = { to: { name: r.student_name, email: r.student_email }, link: `${base}/meu-estagio` };
  const supervisorTo = {
    to: { name: r.supervisor_name, email: r.supervisor_email },
    link: `${base}/estagios/${r.internship_id}`,
  };
  const of = `do estágio de ${student} na ${r.company_name}`;
  const [subject, lines, recipients, action] =
    r.kind === 'ending'
      ? [
          `Estágio termina em ${day(r.ends_on)}: ${student}`,
          [
            `O termo de compromisso ${of} termina em ${day(r.ends_on)}.`,
            'Para continuar, assine um termo aditivo; ao fim, a empresa emite o termo de realização (Lei 11.788/2008, art. 9º V).',
          ],
          [
            studentTo,
            { to: { name: r.owner_name, email: r.owner_email }, link: `${base}/estagios/${r.internship_id}` },
            ...office.map((o) => ({ to: o, link: `${base}/estagios/${r.internship_id}` })),
          ],
          'Ver o estágio',
        ]
      : r.kind === 'report_due'
        ? [
            `Relatório de estágio vence em ${day(r.due_on!)}: ${student}`,
            [
              `O relatório de atividades ${of} vence em ${day(r.due_on!)}.`,
              'O estagiário descreve as atividades e o supervisor registra a avaliação (Lei 11.788/2008, art. 7º IV).',
            ],
            [studentTo, supervisorTo],
            'Abrir o relatório',
          ]
        : [
            `Relatório de estágio atrasado: ${student}`,
            [
              `O relatório de atividades ${of} venceu em ${day(r.due_on!)} e ainda não foi entregue.`,
              'Entregue o relatório o quanto antes: sem ele, o estágio fica em desacordo com a Lei 11.788/2008 (art. 7º IV e art. 15).',
            ],
            [studentTo, supervisorTo],
            'Abrir o relatório',
          ];
  return recipients.map((p, i) =>
    letter({
      id: `internship-reminder-${r.key.replace(/:/g, '-')}-${i}`,
      to: p.to,
      subject,
      lines,
      action,
      link: p.link,
    }),
  );
};

const rowLine = (list: DeadlineList, r: DeadlineRow) =>
  list === 'agreements_expiring'
    ? `Convênio ${r.agreement_number} com ${r.company_name}: vence em ${day(r.date)}`
    : `${capitalizeName(r.student_name ?? '')} (RA ${r.student_ra}), ${r.company_name}: ${day(r.date)}`;

/** The office's weekly digest: each list's count and its first rows. */
export const digestMail = (input: {
  id: string;
  to: { name: string; email: string };
  counts: Record<DeadlineList, number>;
  rows: Record<DeadlineList, DeadlineRow[]>;
  base: string;
}): MailMessage => {
  const lines = DEADLINE_LISTS.flatMap((list) => {
    const n = input.counts[list];
    const shown = input.rows[list].map((r) => `• ${rowLine(list, r)}`);
    const more = n > shown.length ? [`• e mais ${n - shown.length}`] : [];
    return [`${DEADLINE_LIST_LABELS[list]}: ${n}`, ...shown, ...more];
  });
  return letter({
    id: input.id,
    to: input.to,
    subject: 'Resumo semanal dos prazos de estágio',
    lines: ['Os prazos de estágio desta semana:', ...lines],
    action: 'Abrir os estágios',
    link: `${input.base}/estagios`,
  });
};
