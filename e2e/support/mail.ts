// Reads the e-mails the server writes as .eml files under `${DATA_DIR}/outbox` (no SMTP_URL).
// A small MIME reader: headers (folded lines, RFC 2047 encoded words), multipart bodies,
// quoted-printable and base64 transfer encodings.
import fs from 'node:fs';
import path from 'node:path';

export interface Mail {
  file: string;
  mtimeMs: number;
  size: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

const splitHeadBody = (raw: string): { head: string; body: string } => {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
};

const parseHeaders = (head: string): Map<string, string> => {
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return headers;
};

/** Decodes quoted-printable: soft line breaks (`=\r\n`) and `=XX` bytes, then UTF-8. */
export const decodeQuotedPrintable = (input: string): string => {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
const decodeEncodedWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

const decodeBody = (part: Part): string => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
};

/** Leaf parts of a (possibly nested multipart) message. */
const leafParts = (part: Part): Part[] => {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  const parts: Part[] = [];
  for (const chunk of chunks) {
    if (chunk.startsWith('--')) break;
    const { head, body } = splitHeadBody(chunk.replace(/^\r?\n/, ''));
    parts.push(...leafParts({ headers: parseHeaders(head), body }));
  }
  return parts;
};

export const parseMail = (raw: string, file = '', mtimeMs = 0, size = raw.length): Mail => {
  const { head, body } = splitHeadBody(raw);
  const root: Part = { headers: parseHeaders(head), body };
  let text = '';
  let html = '';
  for (const part of leafParts(root)) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/html')) html += decodeBody(part);
    else if (type.startsWith('text/plain')) text += decodeBody(part);
  }
  return {
    file,
    mtimeMs,
    size,
    to: decodeEncodedWords(root.headers.get('to') ?? ''),
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    text,
    html,
  };
};

/** Every .eml in the outbox, newest first. */
export const readOutbox = (dataDir: string): Mail[] => {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(outbox, name);
      const raw = fs.readFileSync(file);
      return parseMail(raw.toString('utf8'), file, fs.statSync(file).mtimeMs, raw.length);
    })
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
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
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  // The server may still be writing a file: take it once its size held still between two polls.
  let lastSizes = new Map<string, number>();
  for (;;) {
    const fresh = readOutbox(dataDir).filter((m) => !before.has(m.file));
    const mail = fresh.find(
      (m) => m.size > 0 && lastSizes.get(m.file) === m.size && m.to.toLowerCase().includes(wanted),
    );
    if (mail) return mail;
    lastSizes = new Map(fresh.map((m) => [m.file, m.size]));
    if (Date.now() > deadline) {
      throw new Error(`no new e-mail to ${address} in ${path.join(dataDir, 'outbox')} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
