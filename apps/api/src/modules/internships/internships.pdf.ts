import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
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
const INK = rgb(0.09, 0.13, 0.2);

const when = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' }).format(
    d,
  );

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

export const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
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

  // The QR code's modules drawn as squares: vector, sharp at any zoom, no image to encode.
  const qr = QRCode.create(input.verificationUrl, { errorCorrectionLevel: 'M' }).modules;
  const cell = 2.4;
  const side = qr.size * cell;
  ensure(side + LEADING * 2);
  const top = y - 4;
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++)
      if (qr.data[r * qr.size + c])
        page.drawRectangle({ x: MARGIN + c * cell, y: top - (r + 1) * cell, width: cell, height: cell, color: INK });
  const textX = MARGIN + side + 14;
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
