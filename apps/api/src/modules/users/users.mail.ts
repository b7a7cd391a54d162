import { capitalizeName } from '@portal/contracts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer, MailMessage } from '../../providers/mail/mailer.ts';

export const activationMail = (to: string, name: string, loginUrl: string): MailMessage => ({
  to,
  subject: 'Portal de Oportunidades: seu acesso foi ativado',
  text: [
    `Olá, ${capitalizeName(name)}!`,
    '',
    'O escritório de carreiras da universidade ativou seu acesso ao Portal de Oportunidades.',
    'Agora você já pode cadastrar suas empresas e publicar vagas. Entre com seu e-mail e senha em:',
    '',
    loginUrl,
  ].join('\n'),
});

/** The activation e-mail (docs/decisions/017-career-office-screens.md); a failed send is logged, never fails the edit. */
export const activationSender =
  (deps: { mailer: Mailer; appUrl: string; log: Logger }) =>
  async (email: string, name: string): Promise<void> => {
    const loginUrl = `${deps.appUrl.replace(/\/$/, '')}/login-admin`;
    await deps.mailer
      .send(activationMail(email, name, loginUrl))
      .catch((err: unknown) => deps.log.error({ err }, 'activation e-mail failed'));
  };
