import { PORTAL_TIME_ZONE } from '../../lib/clock.ts';
import { createEvent } from 'ics';
import { capitalizeName, STAGE_LABELS, type Stage } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface InterviewDetails {
  startsAt: Date;
  durationMinutes: number;
  location: string;
  uid: string;
  sequence: number;
}

export interface StageMailInput {
  email: string;
  name: string;
  title: string;
  company: string;
  stage: Stage;
  reason: string | null;
  message: string | null;
  link: string;
  /** The calendar part: an invitation or update (REQUEST) or a cancellation (CANCEL). */
  ics?: { method: 'REQUEST' | 'CANCEL'; interview: InterviewDetails; organizer: { name: string; email: string } };
}

const when = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short', timeZone: PORTAL_TIME_ZONE }).format(d);

/** The invitation as iCalendar text (RFC 5545), built by the `ics` package. */
export const buildIcs = (
  input: NonNullable<StageMailInput['ics']>,
  title: string,
  company: string,
  attendee: { name: string; email: string },
): string => {
  const i = input.interview;
  const { error, value } = createEvent({
    productId: 'portal-de-oportunidades/pipeline',
    method: input.method,
    uid: i.uid,
    sequence: i.sequence,
    start: i.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: i.durationMinutes },
    title: `Entrevista: ${title} (${company})`,
    location: i.location,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: input.organizer,
    attendees: [
      { name: attendee.name, email: attendee.email, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar invitation not built');
  return value;
};

const headline = (m: StageMailInput): string => {
  if (m.ics?.method === 'CANCEL' && m.stage !== 'interview')
    return `A entrevista foi cancelada e sua candidatura está agora na etapa "${STAGE_LABELS[m.stage]}".`;
  if (m.ics?.method === 'REQUEST')
    return m.ics.interview.sequence > 0
      ? 'Sua entrevista foi reagendada.'
      : 'Você foi convidado(a) para uma entrevista.';
  if (m.stage === 'hired') return 'Parabéns! Você foi selecionado(a) para a vaga.';
  return `Sua candidatura está agora na etapa "${STAGE_LABELS[m.stage]}".`;
};

/** The stage e-mail in the portal's look: the blue header, the facts, the link to 'Candidaturas'. */
export const stageMail = (m: StageMailInput): MailMessage => {
  const name = capitalizeName(m.name);
  const lines: Array<[string, string]> = [
    ['Vaga', `${m.title} (${m.company})`],
    ['Etapa', STAGE_LABELS[m.stage]],
  ];
  if (m.ics?.method === 'REQUEST') {
    lines.push(
      ['Data e horário', when(m.ics.interview.startsAt)],
      ['Duração', `${m.ics.interview.durationMinutes} minutos`],
      ['Local', m.ics.interview.location],
    );
  }
  if (m.reason) lines.push(['Motivo', m.reason]);
  if (m.message) lines.push(['Mensagem da empresa', m.message]);
  const lead = headline(m);
  const text = [
    `Olá, ${name}!`,
    '',
    lead,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    `Acompanhe em Candidaturas: ${m.link}`,
    '',
    'Portal de Oportunidades',
  ].join('\n');
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#4a5568">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<div style="font-family:Roboto,Arial,sans-serif;color:#172033;max-width:560px;margin:0 auto">
<div style="background:#0b3d91;color:#ffffff;padding:16px 20px;font-size:18px;font-weight:bold">Portal de Oportunidades</div>
<div style="padding:20px;border:1px solid #dbe2ee;border-top:0">
<p>Olá, ${escapeHtml(name)}!</p>
<p>${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;margin:12px 0">${rows}</table>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:#0b3d91;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">Ver minhas candidaturas</a></p>
</div></div>`;
  const subject =
    m.ics?.method === 'CANCEL'
      ? `Entrevista cancelada: ${m.title}`
      : m.ics
        ? `Convite para entrevista: ${m.title}`
        : `Sua candidatura para ${m.title}: ${STAGE_LABELS[m.stage]}`;
  return {
    to: m.email,
    subject,
    text,
    html,
    ...(m.ics && {
      icalEvent: {
        method: m.ics.method,
        filename: 'entrevista.ics',
        content: buildIcs(m.ics, m.title, m.company, { name, email: m.email }),
      },
    }),
  };
};
