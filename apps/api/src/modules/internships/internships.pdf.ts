import {
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  translate,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { SIGNING_PARTY_LABELS, type SigningParty } from '@portal/contracts';
import type { TermsSection } from './internships.terms.ts';

export interface PdfSignature {
  party: SigningParty;
  name: string;
  signed_at: Date;
  method: string;
}

export interface TcePdfInput {
  title: string;
  sections: TermsSection[];
  termsSha256: string;
  signatures: PdfSignature[];
  verificationCode: string;
  verificationUrl: string;
  /** The document's dates in its metadata: the activation, so the same input gives the same bytes. */
  at: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 14;
const INK_RGB = [0.09, 0.13, 0.2] as const;
const INK = rgb(...INK_RGB);

/** Built once: a formatter costs more to make than to use. */
const BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});
const when = (d: Date) => BRASILIA.format(d);

/** Standard PDF fonts speak WinAnsi: a character outside it (an emoji in a name) prints as '?'. */
export const printable = (font: PDFFont) => {
  const cache = new Map<string, string>();
  return (text: string) =>
    [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((c) => {
        let out = cache.get(c);
        if (out === undefined) {
          try {
            font.encodeText(c);
            out = c;
          } catch {
            out = '?';
          }
          cache.set(c, out);
        }
        return out;
      })
      .join('');
};

/**
 * Word widths at size 1, per font: the clauses repeat from one TCE to the next, so most words are
 * measured once per process. Bounded: names and free text cannot grow it without limit.
 */
const widths = new Map<string, Map<string, number>>();
const WIDTH_CACHE_MAX = 20_000;
const widthOf = (font: PDFFont, word: string) => {
  let byWord = widths.get(font.name);
  if (!byWord) widths.set(font.name, (byWord = new Map()));
  let w = byWord.get(word);
  if (w === undefined) {
    if (byWord.size >= WIDTH_CACHE_MAX) byWord.clear();
    w = font.widthOfTextAtSize(word, 1);
    byWord.set(word, w);
  }
  return w;
};

/** Lines of at most `width` points, broken at spaces (a longer word stands alone on its line). */
export const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  const space = widthOf(font, ' ') * size;
  let line = '';
  let used = 0;
  for (const word of text.split(' ')) {
    const w = widthOf(font, word) * size;
    if (!line) {
      line = word;
      used = w;
    } else if (used + space + w <= width) {
      line = `${line} ${word}`;
      used += space + w;
    } else {
      lines.push(line);
      line = word;
      used = w;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/** The QR code's content stream, origin at its bottom-left corner, in the document's ink. */
const qrContent = (url: string, cell: number) => {
  const { size, data } = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const n = (v: number) => String(Math.round(v * 1000) / 1000);
  const ops = [`${n(INK_RGB[0])} ${n(INK_RGB[1])} ${n(INK_RGB[2])} rg`];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (!data[r * size + c]) continue;
      let end = c;
      while (end + 1 < size && data[r * size + end + 1]) end++;
      ops.push(`${n(c * cell)} ${n((size - r - 1) * cell)} ${n((end - c + 1) * cell)} ${n(cell)} re`);
      c = end;
    }
  ops.push('f');
  return { content: ops.join('\n'), side: size * cell };
};

/**
 * The frozen TCE (docs/decisions/018-internships-tce.md): the clauses, the plano de atividades,
 * each signature with its time, the verification code and a QR code to the public verification page.
 * pdf-lib and the standard fonts: no browser, no font files.
 */
export const buildTcePdf = async (input: TcePdfInput): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setProducer('Portal de Oportunidades');
  doc.setCreator('Portal de Oportunidades');
  doc.setCreationDate(input.at);
  doc.setModificationDate(input.at);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const ensure = (h: number) => {
    if (y - h >= MARGIN + 30) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const write = (text: string, font = regular, size = SIZE, gap = 0) => {
    for (const line of wrap(clean(text), font, size, width)) {
      ensure(LEADING);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: INK });
      y -= LEADING;
    }
    y -= gap;
  };

  write(input.title, bold, 15, 4);
  write('Lei 11.788/2008 - Termo de Compromisso de Estágio', regular, 9, 10);
  for (const s of input.sections) {
    ensure(LEADING * 3);
    write(s.heading, bold, SIZE, 2);
    for (const p of s.paragraphs) write(p, regular, SIZE, 4);
    y -= 6;
  }
  ensure(LEADING * 8);
  write('Assinaturas eletrônicas (Lei 14.063/2020, art. 4º, I)', bold, SIZE, 4);
  for (const sig of input.signatures)
    write(
      `${SIGNING_PARTY_LABELS[sig.party]}: ${sig.name}, assinado em ${when(sig.signed_at)}, horário de Brasília (${sig.method}).`,
    );
  write(`SHA-256 do texto assinado: ${input.termsSha256}`, regular, 8, 10);

  // The QR code as one form XObject: a rectangle per run of dark modules in a row, written as
  // raw content. Vector, sharp at any zoom, and a few hundred operators instead of one object each.
  const cell = 2.4;
  const qr = qrContent(input.verificationUrl, cell);
  ensure(qr.side + LEADING * 2);
  const top = y - 4;
  const form = doc.context.register(
    doc.context.flateStream(qr.content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, qr.side, qr.side],
    }),
  );
  page.pushOperators(
    pushGraphicsState(),
    translate(MARGIN, top - qr.side),
    drawObject(page.node.newXObject('QR', form)),
    popGraphicsState(),
  );
  const textX = MARGIN + qr.side + 14;
  page.drawText(clean(`Código de verificação: ${input.verificationCode}`), {
    x: textX,
    y: top - 14,
    size: SIZE,
    font: bold,
    color: INK,
  });
  page.drawText(clean('Verifique a autenticidade deste documento em:'), {
    x: textX,
    y: top - 30,
    size: 9,
    font: regular,
    color: INK,
  });
  page.drawText(clean(input.verificationUrl), { x: textX, y: top - 44, size: 8, font: regular, color: INK });
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(clean(`Código de verificação ${input.verificationCode} - página ${i + 1} de ${pages.length}`), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: INK,
    }),
  );
  return doc.save({ useObjectStreams: false });
};
