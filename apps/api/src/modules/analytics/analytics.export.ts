import { PassThrough, Readable, type Writable } from 'node:stream';
import { once } from 'node:events';
import type { Worksheet } from 'exceljs';
import {
  ANALYTICS_EXPORT_COLUMNS,
  FUNNEL_STAGE_LABELS,
  STAGE_LABELS,
  type AnalyticsOverview,
  type Stage,
} from '@portal/contracts';
import type { ExportRow } from './analytics.repository.ts';

/**
 * OWASP CSV injection: a text cell that a spreadsheet could read as a formula (=, +, -, @, tab,
 * CR) gets a leading apostrophe, so it is shown as text and never run.
 */
export const neutralise = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvCell = (value: string): string => {
  const safe = neutralise(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const BRASILIA_MS = 3 * 3_600_000;
/** 'dd/mm/aaaa hh:mm' in Brasília time (no daylight saving since 2019). */
export const brasiliaDateTime = (d: Date | null): string => {
  if (!d) return '';
  const iso = new Date(d.getTime() - BRASILIA_MS).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
};

const stageOf = (r: ExportRow): string => STAGE_LABELS[r.stage as Stage] ?? r.stage;

const textCells = (r: ExportRow): string[] => [
  r.job,
  r.company,
  r.contract_type ?? '',
  r.state,
  r.city,
  r.course ?? '',
  r.student,
  r.ra,
  brasiliaDateTime(r.applied_at),
  stageOf(r),
  brasiliaDateTime(r.hired_at),
];

/** The CSV export: UTF-8 with a BOM, ';' between cells (Excel in Portuguese), CRLF lines. */
export const csvStream = (batches: AsyncIterable<ExportRow[]>): Readable =>
  Readable.from(
    (async function* () {
      yield `\uFEFF${ANALYTICS_EXPORT_COLUMNS.join(';')}\r\n`;
      for await (const batch of batches) yield batch.map((r) => `${textCells(r).map(csvCell).join(';')}\r\n`).join('');
    })(),
    { objectMode: false },
  );

/** A date shown in Brasília time: the cell holds the wall-clock time, as Excel has no time zones. */
const excelDate = (d: Date | null): Date | null => (d ? new Date(d.getTime() - BRASILIA_MS) : null);

const figureRows = (o: AnalyticsOverview): Array<[string, string | number | null]> => [
  ['Período', `${o.from} a ${o.to}`],
  ['Vagas abertas', o.open_jobs],
  ['Novas vagas', o.new_jobs],
  ['Candidaturas', o.applications],
  ['Candidatos', o.applicants],
  ['Contratados', o.hired],
  ['Taxa de colocação', o.placement_rate],
  ['Mediana de dias até a contratação', o.median_days_to_hire],
  ['Mediana de dias com a vaga aberta', o.median_days_open],
  ['Candidatos com vídeo currículo', o.video_cv_share],
  ...o.funnel.map((s): [string, number] => [`Funil: ${FUNNEL_STAGE_LABELS[s.stage] ?? s.stage}`, s.count]),
];

/**
 * exceljs writes a sheet's XML into the zip's compressor without waiting for it (its StreamBuf
 * ignores backpressure), so a slow client left every row in memory: wait for the compressor to
 * drain as the response does. Measured in `npm run bench -- indicators` (docs/decisions/013).
 */
const compressorDrained = async (sheet: Worksheet): Promise<void> => {
  // The pipe is a readable-stream 2 PassThrough (archiver's): no writableNeedDrain, its state says.
  const target = (
    sheet as unknown as { stream?: { pipes?: Array<Writable & { _writableState?: { needDrain: boolean } }> } }
  ).stream?.pipes?.[0];
  if (target && (target.writableNeedDrain ?? target._writableState?.needDrain)) await once(target, 'drain');
};

/**
 * The XLSX export: exceljs' streaming writer, a sheet of figures then one of rows; each batch is
 * committed and the writer waits for the response to drain before asking for the next one.
 */
export const xlsxStream = (
  overview: AnalyticsOverview,
  batches: AsyncIterable<ExportRow[]>,
  onError: (err: unknown) => void,
): PassThrough => {
  const out = new PassThrough();
  void (async () => {
    // Loaded on the first export: exceljs adds about 15 MB to a server that never exports
    // (idle memory, docs/decisions/014-scale-out.md).
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const figures = book.addWorksheet('Indicadores');
    figures.columns = [
      { header: 'Indicador', width: 40 },
      { header: 'Valor', width: 24 },
    ];
    for (const [label, value] of figureRows(overview)) figures.addRow([label, value]).commit();
    figures.commit();
    const sheet = book.addWorksheet('Candidaturas');
    sheet.columns = ANALYTICS_EXPORT_COLUMNS.map((header, i) => ({
      header,
      width: i < 2 || i === 6 ? 32 : 16,
      ...(i === 8 || i === 10 ? { style: { numFmt: 'dd/mm/yyyy hh:mm' } } : {}),
    }));
    for await (const batch of batches) {
      for (const r of batch) {
        const cells: Array<string | Date | null> = textCells(r).map(neutralise);
        cells[8] = excelDate(r.applied_at);
        cells[10] = excelDate(r.hired_at);
        sheet.addRow(cells).commit();
      }
      await compressorDrained(sheet);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
};
