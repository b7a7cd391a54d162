import { portalWallClock } from '../../lib/clock.ts';
import { Readable } from 'node:stream';
import {
  ANALYTICS_EXPORT_COLUMNS,
  ANALYTICS_INTERNSHIP_COLUMNS,
  INTERNSHIP_STATUS_LABELS,
  type InternshipStatus,
  FUNNEL_STAGE_LABELS,
  STAGE_LABELS,
  type AnalyticsOverview,
  type Stage,
} from '@portal/contracts';
import { xlsxStream as writeXlsx, type XlsxCell } from '../../lib/xlsx-stream.ts';
import type { ExportRow } from './analytics.repository.ts';
import type { InternshipExportRow } from './analytics.internships.repository.ts';

/**
 * OWASP CSV injection: a text cell that a spreadsheet could read as a formula (=, +, -, @, tab,
 * CR) gets a leading apostrophe, so it is shown as text and never run.
 */
export const neutralise = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * Where a CSV reader may start a cell: the start, and after any character some reader splits cells
 * or lines on (',', ';', tab, CR, LF), whether or not it honours quotes.
 */
const CELL_STARTS = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * Every cell quoted per RFC 4180 (quotes doubled), and a formula character wherever a reader with
 * any delimiter could start a cell with it gets the apostrophe: 'Dev Jr,=HYPERLINK(…)' is never a
 * bare '=' cell for a reader splitting on commas.
 */
export const csvCell = (value: string): string => `"${value.replace(CELL_STARTS, "'").replaceAll('"', '""')}"`;

/** 'dd/mm/aaaa hh:mm' in the portal's time zone. */
export const portalDateTime = (d: Date | null): string => {
  if (!d) return '';
  const iso = portalWallClock(d).toISOString();
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
  portalDateTime(r.applied_at),
  stageOf(r),
  portalDateTime(r.hired_at),
];

/** The CSV export: UTF-8 with a BOM, ';' between quoted cells (Excel in Portuguese), CRLF lines. */
export const csvStream = (batches: AsyncIterable<ExportRow[]>): Readable =>
  Readable.from(
    (async function* () {
      yield `\uFEFF${ANALYTICS_EXPORT_COLUMNS.map(csvCell).join(';')}\r\n`;
      for await (const batch of batches) yield batch.map((r) => `${textCells(r).map(csvCell).join(';')}\r\n`).join('');
    })(),
    { objectMode: false },
  );

/** A date shown in the portal's time zone: the cell holds the wall-clock time, as Excel has no time zones. */
const excelDate = (d: Date | null): Date | null => (d ? portalWallClock(d) : null);

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
  ['Estágios ativos no período', o.internships.active],
  ['Estágios iniciados', o.internships.started],
  ['Estágios concluídos', o.internships.completed],
  ['Relatórios de estágio no prazo', o.internships.reports_on_time],
  ['Relatórios de estágio atrasados', o.internships.reports_overdue],
  ['Duração média dos estágios encerrados (dias)', o.internships.mean_duration_days],
];

const internshipCells = (r: InternshipExportRow): Array<string | number> => [
  r.student,
  r.ra,
  r.course ?? '',
  r.company,
  r.starts_on.split('-').reverse().join('/'),
  r.ends_on.split('-').reverse().join('/'),
  INTERNSHIP_STATUS_LABELS[r.status as InternshipStatus] ?? r.status,
  r.reports_on_time,
  r.reports_overdue,
];

/** The internships' CSV (GET /api/analytics/internships.csv): the same format as the applications'. */
export const internshipCsvStream = (batches: AsyncIterable<InternshipExportRow[]>): Readable =>
  Readable.from(
    (async function* () {
      yield `\uFEFF${ANALYTICS_INTERNSHIP_COLUMNS.map(csvCell).join(';')}\r\n`;
      for await (const batch of batches)
        yield batch
          .map(
            (r) =>
              `${internshipCells(r)
                .map((c) => csvCell(String(c)))
                .join(';')}\r\n`,
          )
          .join('');
    })(),
    { objectMode: false },
  );

const WIDTHS = ANALYTICS_EXPORT_COLUMNS.map((_, i) => (i < 2 || i === 6 ? 32 : 16));

/** The rows of a batch as cells: neutralised text, the dates as dates. */
async function* rowCells(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<XlsxCell[][]> {
  for await (const batch of batches)
    yield batch.map((r) => {
      const cells: XlsxCell[] = textCells(r).map(neutralise);
      cells[8] = excelDate(r.applied_at);
      cells[10] = excelDate(r.hired_at);
      return cells;
    });
}

/**
 * The XLSX export: a sheet of figures, then one of rows, streamed batch by batch; the next batch is
 * read only when the client has taken the previous one (docs/decisions/013-indicators.md).
 */
export const xlsxStream = (
  overview: AnalyticsOverview,
  batches: AsyncIterable<ExportRow[]>,
  internships?: AsyncIterable<InternshipExportRow[]>,
): Readable =>
  writeXlsx([
    {
      name: 'Indicadores',
      widths: [40, 24],
      batches: [[['Indicador', 'Valor'], ...figureRows(overview).map(([label, value]) => [neutralise(label), value])]],
    },
    {
      name: 'Candidaturas',
      widths: WIDTHS,
      batches: (async function* () {
        yield [[...ANALYTICS_EXPORT_COLUMNS]];
        yield* rowCells(batches);
      })(),
    },
    ...(internships
      ? [
          {
            name: 'Estágios',
            widths: ANALYTICS_INTERNSHIP_COLUMNS.map((_, i) => (i === 0 || i === 3 ? 32 : 16)),
            batches: (async function* () {
              yield [[...ANALYTICS_INTERNSHIP_COLUMNS]];
              for await (const batch of internships)
                yield batch.map((r) => internshipCells(r).map((c) => (typeof c === 'string' ? neutralise(c) : c)));
            })(),
          },
        ]
      : []),
  ]);
