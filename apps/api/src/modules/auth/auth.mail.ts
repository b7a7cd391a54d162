import { capitalizeName } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const resetPasswordMail = (to: string, name: string, link: string, minutes: number): MailMessage => ({
  to,
  subject: 'Portal de Oportunidades: redefinição de senha',
  text: [
    `Olá, ${capitalizeName(name)}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Portal de Oportunidades.',
    `Para escolher uma nova senha, acesse o link abaixo (válido por ${minutes} minutos e para um único uso):`,
    '',
    link,
    '',
    'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
  ].join('\n'),
  html: `<p>Olá, ${escapeHtml(capitalizeName(name))}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Portal de Oportunidades.</p>
<p>Para escolher uma nova senha, acesse o link abaixo (válido por ${minutes} minutos e para um único uso):</p>
<p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p>
<p>Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.</p>`,
});

export const welcomeMail = (to: string, name: string, link: string): MailMessage => ({
  to,
  subject: 'Bem-vindo(a) ao Portal de Oportunidades',
  text: [
    `Olá, ${capitalizeName(name)}!`,
    '',
    'O escritório de carreiras da universidade criou seu acesso ao Portal de Oportunidades, onde você encontra vagas de estágio e emprego, mantém seu currículo e pratica entrevistas.',
    'Para definir sua senha, acesse o link abaixo (válido por 7 dias). Depois, entre com seu RA e a senha escolhida.',
    '',
    link,
  ].join('\n'),
});
