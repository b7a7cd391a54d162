// Writes measured figures into the README's "Quality" section, between markers named after their
// source (`<!-- quality:bench:lists -->` ... `<!-- /quality:bench:lists -->`), so `npm run bench`
// and `npm run test:proof` regenerate them and nothing else of the README changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));
const HEADING = '## Quality';

/** Where and when a figure was measured: figures mean little without the machine. */
export const measuredOn = (): string =>
  `measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, Node ${process.versions.node}`;

/** Replaces (or appends) the block `name` of the Quality section with `title` and `body` (markdown). */
export const writeQualityBlock = (name: string, title: string, body: string): void => {
  let text = readFileSync(README, 'utf8');
  if (!text.includes(HEADING)) {
    text = `${text.trimEnd()}\n\n${HEADING}\n\nFigures measured on this kind of machine; each block is rewritten by the command that names it.\n`;
  }
  const open = `<!-- quality:${name} -->`;
  const close = `<!-- /quality:${name} -->`;
  // Blank lines around the heading and before the closing marker, as Prettier writes them, so a
  // bench run leaves `npm run format:check` green.
  const block = `${open}\n\n### ${title}\n\n${body.trim()}\n\n${close}`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start >= 0 && end > start) {
    text = text.slice(0, start) + block + text.slice(end + close.length);
  } else {
    // Quality is the README's last section: blocks are appended in the order they first appear.
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(README, text);
};
