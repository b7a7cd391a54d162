import { capitalizeName } from '@portal/contracts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

/** The outcome e-mail of 'Notificar candidato' / 'Enviar notificação' (docs/spec/13-open-behaviours.md#candidate-notification). */
export const outcomeMail = (c: {
  email: string;
  name: string;
  title: string;
  company: string;
  hired: boolean;
}): MailMessage => ({
  to: c.email,
  subject: c.hired ? `Parabéns! Você foi selecionado(a) para a vaga ${c.title}` : `Atualização sobre a vaga ${c.title}`,
  text: c.hired
    ? `Olá, ${capitalizeName(c.name)}!\n\nA ${c.company} concluiu o processo seletivo da vaga "${c.title}" e você foi selecionado(a). A empresa entrará em contato com os próximos passos.\n\nBoa sorte!\nPortal de Oportunidades`
    : `Olá, ${capitalizeName(c.name)}!\n\nA ${c.company} concluiu o processo seletivo da vaga "${c.title}" e, desta vez, escolheu outro(a) candidato(a). Agradecemos seu interesse: continue acompanhando as vagas do portal.\n\nPortal de Oportunidades`,
});
