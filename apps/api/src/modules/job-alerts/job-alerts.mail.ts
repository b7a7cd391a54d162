import { capitalizeName } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import type { MailJob } from './job-alerts.matching.ts';

/** A digest lists this many jobs; the rest are one link away. */
export const MAIL_JOB_LIMIT = 20;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const place = (j: MailJob) => `${j.city} - ${j.state}`;
const BRAND = '#0b2e6f';

/** A recommended job under the alert's own ('Você também pode gostar'), with why it is there. */
export type SuggestedJob = MailJob & { reasons: string[] };

export interface AlertMail {
  id: string;
  to: string;
  studentName: string;
  alertName: string;
  jobs: MailJob[];
  /** The student's recommendations that the alert did not list; the section is left out when empty. */
  alsoLike?: SuggestedJob[];
  /** The signed one-click unsubscribe URL (POST stops the alert; a browser GET shows the confirmation page). */
  unsubscribeUrl: string;
  appUrl: string;
}

/**
 * The alert e-mail in the portal's style: each job with title, company, place, contract type and a
 * link that opens its details; the RFC 8058 one-click headers; 'Meus alertas' in the footer.
 */
export const alertMail = (m: AlertMail): MailMessage => {
  const shown = m.jobs.slice(0, MAIL_JOB_LIMIT);
  const also = m.alsoLike ?? [];
  const more = m.jobs.length - shown.length;
  const link = (j: MailJob) => `${m.appUrl}/?vaga=${j.id}`;
  const subject =
    m.jobs.length === 1
      ? `Nova vaga para o alerta "${m.alertName}": ${m.jobs[0]!.title}`
      : `${m.jobs.length} novas vagas para o alerta "${m.alertName}"`;
  const text = [
    `Olá, ${capitalizeName(m.studentName)}!`,
    '',
    m.jobs.length === 1
      ? `Uma nova vaga combina com o seu alerta "${m.alertName}":`
      : `${m.jobs.length} novas vagas combinam com o seu alerta "${m.alertName}":`,
    '',
    ...shown.flatMap((j) => [
      `- ${j.title}`,
      `  ${j.company} · ${place(j)}${j.contract_type ? ` · ${j.contract_type}` : ''}`,
      `  Ver detalhes: ${link(j)}`,
      '',
    ]),
    ...(more > 0 ? [`E mais ${more} vagas no portal: ${m.appUrl}/`, ''] : []),
    ...(also.length
      ? [
          'Você também pode gostar:',
          '',
          ...also.flatMap((j) => [
            `- ${j.title}`,
            `  ${j.company} · ${place(j)}${j.reasons[0] ? ` · ${j.reasons[0]}` : ''}`,
            `  Ver detalhes: ${link(j)}`,
            '',
          ]),
        ]
      : []),
    `Meus alertas: ${m.appUrl}/meus-alertas`,
    `Não quer mais receber este alerta? ${m.unsubscribeUrl}`,
    '',
    'Portal de Oportunidades',
  ].join('\n');
  const row = (j: MailJob, detail: string) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e3e7ef">
  <a href="${escapeHtml(link(j))}" style="color:${BRAND};font-size:16px;font-weight:700;text-decoration:none">${escapeHtml(j.title)}</a>
  <div style="color:#333;font-size:14px;margin-top:4px">${escapeHtml(j.company)} · ${escapeHtml(place(j))}${detail ? ` · ${escapeHtml(detail)}` : ''}</div>
  <div style="margin-top:6px"><a href="${escapeHtml(link(j))}" style="color:${BRAND};font-size:14px">Ver detalhes</a></div>
</td></tr>`;
  const items = shown.map((j) => row(j, j.contract_type ?? '')).join('\n');
  const alsoItems = also.map((j) => row(j, j.reasons[0] ?? '')).join('\n');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;max-width:600px;margin:0 auto;color:#1a1a1a">
<div style="background:${BRAND};color:#fff;padding:16px 20px;font-size:18px;font-weight:700">Portal de Oportunidades</div>
<div style="padding:20px">
<p>Olá, ${escapeHtml(capitalizeName(m.studentName))}!</p>
<p>${m.jobs.length === 1 ? 'Uma nova vaga combina' : `${m.jobs.length} novas vagas combinam`} com o seu alerta <strong>${escapeHtml(m.alertName)}</strong>:</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${items}</table>
${more > 0 ? `<p><a href="${escapeHtml(`${m.appUrl}/`)}" style="color:${BRAND}">E mais ${more} vagas no portal</a></p>` : ''}
${also.length ? `<h2 style="font-size:16px;margin:24px 0 0">Você também pode gostar</h2>\n<table role="presentation" style="width:100%;border-collapse:collapse">${alsoItems}</table>` : ''}
</div>
<div style="border-top:1px solid #e3e7ef;padding:16px 20px;font-size:12px;color:#555">
<a href="${escapeHtml(`${m.appUrl}/meus-alertas`)}" style="color:${BRAND}">Meus alertas</a> ·
<a href="${escapeHtml(m.unsubscribeUrl)}" style="color:${BRAND}">Cancelar este alerta</a>
</div>
</div>`;
  return {
    id: m.id,
    to: m.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
};
