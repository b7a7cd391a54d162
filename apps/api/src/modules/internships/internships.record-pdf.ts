import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { printable, wrap } from './internships.pdf.ts';
import type { TermsSection } from './internships.terms.ts';

export interface RecordPdfInput {
  title: string;
  subtitle: string;
  sections: TermsSection[];
  verificationCode: string;
  verificationUrl: string;
  /** The document's dates in its metadata: the approval or completion, so the same input gives the same bytes. */
  at: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 14;
const INK = rgb(0.09, 0.13, 0.2);

/**
 * A frozen record of the internship that nobody signs (the approved activity report, the termo de
 * realização): its sections, the verification code and a QR code to `/validar/{code}`
 * (docs/decisions/018-internships-tce.md#frozen-documents-after-signing).
 */
export const buildRecordPdf = async (input: RecordPdfInput): Promise<Uint8Array> => {
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
  write(input.subtitle, regular, 9, 10);
  for (const s of input.sections) {
    ensure(LEADING * 3);
    write(s.heading, bold, SIZE, 2);
    // A paragraph keeps the writer's line breaks: a report is free text.
    for (const p of s.paragraphs) for (const line of p.split(/\r?\n/)) write(line, regular, SIZE, 2);
    y -= 6;
  }
  const qr = QRCode.create(input.verificationUrl, { errorCorrectionLevel: 'M' }).modules;
  const cell = 2.4;
  ensure(qr.size * cell + LEADING * 2);
  const top = y - 4;
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++)
      if (qr.data[r * qr.size + c])
        page.drawRectangle({ x: MARGIN + c * cell, y: top - (r + 1) * cell, width: cell, height: cell, color: INK });
  const x = MARGIN + qr.size * cell + 14;
  const line = (text: string, dy: number, size: number, font = regular) =>
    page.drawText(clean(text), { x, y: top - dy, size, font, color: INK });
  line(`Código de verificação: ${input.verificationCode}`, 14, SIZE, bold);
  line('Verifique a autenticidade deste documento em:', 30, 9);
  line(input.verificationUrl, 44, 8);
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
