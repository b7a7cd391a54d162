// Reads the e-mails the server writes as .eml files under `${DATA_DIR}/outbox` (no SMTP_URL),
// parsed by mailparser (headers, encoded words, multipart bodies, transfer encodings).
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject } from 'mailparser';

export interface Mail {
  file: string;
  mtimeMs: number;
  size: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const addressText = (to: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(to) ? to : to ? [to] : []).map((a) => a.text).join(', ');

export const parseMail = async (raw: Buffer | string, file = '', mtimeMs = 0, size = raw.length): Promise<Mail> => {
  const parsed = await simpleParser(raw);
  return {
    file,
    mtimeMs,
    size,
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
  };
};

/** Every .eml in the outbox, newest first. */
export const readOutbox = async (dataDir: string): Promise<Mail[]> => {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const mails = await Promise.all(
    fs
      .readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(outbox, name);
        const raw = fs.readFileSync(file);
        return parseMail(raw, file, fs.statSync(file).mtimeMs, raw.length);
      }),
  );
  return mails.sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
};

/** The names of the .eml files in the outbox now: pass it to `waitForMail` to wait for a new one. */
export const outboxSnapshot = (dataDir: string): Set<string> => {
  const outbox = path.join(dataDir, 'outbox');
  return new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => path.join(outbox, name)) : []);
};

/** Waits for the newest message to `address` that was not in the `before` snapshot. */
export const waitForMail = async (
  dataDir: string,
  address: string,
  before: Set<string>,
  timeoutMs = 15_000,
): Promise<Mail> => {
  const wanted = address.toLowerCase();
  // The server may still be writing a file: take it once its size held still between two polls.
  let lastSizes = new Map<string, number>();
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await readOutbox(dataDir)).filter((m) => !before.has(m.file));
        mail = fresh.find((m) => m.size > 0 && lastSizes.get(m.file) === m.size && m.to.toLowerCase().includes(wanted));
        lastSizes = new Map(fresh.map((m) => [m.file, m.size]));
        return mail !== undefined;
      },
      {
        message: `no new e-mail to ${address} in ${path.join(dataDir, 'outbox')} after ${timeoutMs} ms`,
        timeout: timeoutMs,
        intervals: [250],
      },
    )
    .toBe(true);
  return mail!;
};

const decodeHtmlEntities = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/gi, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The password-reset link (`…/api/oportunidades/reset-password/{email}?signature=…`) of a message. */
export const findResetLink = (mail: Mail): string => {
  const pattern = /https?:\/\/[^\s"'<>()]+\/api\/oportunidades\/reset-password\/[^\s"'<>()]+/;
  for (const source of [mail.text, decodeHtmlEntities(mail.html)]) {
    const link = pattern.exec(source)?.[0];
    if (link) return link.replace(/[.,;]+$/, '');
  }
  throw new Error(`no reset link in ${mail.file} (subject "${mail.subject}")`);
};
