import { capitalizeName } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface InternshipMailInput {
  to: { name: string; email: string };
  kind: 'turn' | 'active' | 'terminated' | 'amendment_turn' | 'amendment_active';
  /** The amendment's number, for its e-mails. */
  amendment?: number;
  student: string;
  company: string;
  link: string;
  verifyLink?: string;
  /** The end date and reason of a termination. */
  detail?: string;
}

/** 'Your turn to sign' and 'the TCE is signed', in the portal's look. */
export const internshipMail = (m: InternshipMailInput): MailMessage => {
  const name = capitalizeName(m.to.name);
  const student = capitalizeName(m.student);
  const lead = {
    turn: `O termo de compromisso de estágio de ${student} na ${m.company} aguarda a sua assinatura.`,
    active: `O termo de compromisso de estágio de ${student} na ${m.company} foi assinado pelas três partes e está ativo.`,
    terminated: `O estágio de ${student} na ${m.company} foi rescindido.${m.detail ? ` ${m.detail}` : ''}`,
    amendment_turn: `O termo aditivo nº ${m.amendment} ao termo de compromisso de estágio de ${student} na ${m.company} aguarda a sua assinatura.`,
    amendment_active: `O termo aditivo nº ${m.amendment} ao termo de compromisso de estágio de ${student} na ${m.company} foi assinado pelas três partes e está em vigor.`,
  }[m.kind];
  const action = {
    turn: 'Assinar o termo',
    active: 'Ver o termo',
    terminated: 'Ver o estágio',
    amendment_turn: 'Assinar o termo aditivo',
    amendment_active: 'Ver o termo aditivo',
  }[m.kind];
  const verify = m.verifyLink ? `\nVerificação pública do documento: ${m.verifyLink}\n` : '';
  const text = [`Olá, ${name}!`, '', lead, '', `${action}: ${m.link}`, verify, 'Portal de Oportunidades'].join('\n');
  const html = `<div style="font-family:Roboto,Arial,sans-serif;color:#172033;max-width:560px;margin:0 auto">
<div style="background:#0b3d91;color:#ffffff;padding:16px 20px;font-size:18px;font-weight:bold">Portal de Oportunidades</div>
<div style="padding:20px;border:1px solid #dbe2ee;border-top:0">
<p>Olá, ${escapeHtml(name)}!</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:#0b3d91;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${action}</a></p>
${m.verifyLink ? `<p>Verificação pública do documento: <a href="${escapeHtml(m.verifyLink)}">${escapeHtml(m.verifyLink)}</a></p>` : ''}
</div></div>`;
  const subject = {
    turn: `Termo de estágio aguarda sua assinatura: ${student}`,
    active: `Termo de estágio assinado: ${student}`,
    terminated: `Estágio rescindido: ${student}`,
    amendment_turn: `Termo aditivo aguarda sua assinatura: ${student}`,
    amendment_active: `Termo aditivo assinado: ${student}`,
  }[m.kind];
  return { to: m.to.email, subject, text, html };
};
