import { capitalizeName, jobMessages } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const ptDate = (iso: string) => iso.split('-').reverse().join('/');
const applied = (n: number) => (n === 0 ? 'nenhuma candidatura' : n === 1 ? '1 candidatura' : `${n} candidaturas`);

/** Tells the representative that a job closed on its date and how many students applied. */
export const closedJobMail = (c: {
  id: number;
  email: string;
  name: string;
  title: string;
  company: string;
  closesAt: string;
  applications: number;
  appUrl: string;
}): MailMessage => ({
  // One id per job and date: sent again after a crash, it replaces the same message in the outbox.
  id: `job-closed-${c.id}-${c.closesAt}`,
  to: c.email,
  subject: jobMessages.closedNoticeSubject(c.title),
  text:
    `Olá, ${capitalizeName(c.name)}!\n\nA vaga "${c.title}" da ${c.company} foi encerrada: as inscrições iam até ${ptDate(c.closesAt)}.\n` +
    `Ela recebeu ${applied(c.applications)}.\n\nVeja os candidatos em ${c.appUrl}/candidaturas/${c.id}\n\nPortal de Oportunidades`,
});
