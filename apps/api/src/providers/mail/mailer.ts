import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';

export interface MailMessage {
  /**
   * Stable id of this message (its Message-ID, and its outbox file name): a message sent again
   * after a crash replaces the first one in the outbox, and receivers can tell it is the same.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** A calendar part (text/calendar; method=...), as nodemailer's icalEvent. */
  icalEvent?: { method: string; filename?: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type Log = Pick<Logger, 'info'>;

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'portal.local';
const toNodemailer = (m: MailMessage, from: string) => {
  const { id, ...rest } = m;
  return { from, ...rest, ...(id && { messageId: `<${id}@${domainOf(from)}>` }) };
};

/** A transport made on the first message: nodemailer is not loaded by a start-up that sends nothing. */
const lazyTransport = (settings: string | object): (() => Promise<Transporter>) => {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(settings)));
};

/** SMTP when SMTP_URL is set; otherwise each message is a real .eml file in DATA_DIR/outbox. */
export const createMailer = (opts: { smtpUrl?: string; from: string; outboxDir: string; log: Log }): Mailer => {
  if (opts.smtpUrl) {
    const transport = lazyTransport(opts.smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail(toNodemailer(message, opts.from));
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent by SMTP');
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport()).sendMail(toNodemailer(message, opts.from));
      await mkdir(opts.outboxDir, { recursive: true });
      const name = message.id
        ? `${message.id.replace(/[^\w.-]/g, '_')}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(opts.outboxDir, name);
      // Written under a temporary name first: a reader never sees a half-written message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
};
