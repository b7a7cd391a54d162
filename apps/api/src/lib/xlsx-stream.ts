import { Readable } from 'node:stream';
import { zipStream, type ZipEntry } from './zip-stream.ts';

export type XlsxCell = string | number | Date | null;

/** A worksheet: its name, column widths (characters) and rows in batches, the first row the header. */
export interface XlsxSheet {
  name: string;
  widths: number[];
  batches: Iterable<XlsxCell[][]> | AsyncIterable<XlsxCell[][]>;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
/** Style 1: a date and time as shown in Brazil (custom number format 164). */
const DATE_STYLE = 1;
const DAY_MS = 86_400_000;
// A chunk of a few dozen KB: a string of a whole batch (~400 KB) is born in V8's large-object
// space and lives until a full collection, which grew the heap by tens of MB per export.
const ROWS_PER_CHUNK = 100;
/** Days from Excel's epoch (1899-12-30) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

// Characters XML 1.0 cannot carry at all; CR is kept as a reference, as parsers turn a raw one into LF.
// eslint-disable-next-line no-control-regex -- these control characters are what is being removed
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escape = (text: string): string =>
  text
    .replace(INVALID_XML, '')
    .replace(/[&<>"\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' })[c]!);

const column = (i: number): string => {
  let name = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const cellXml = (value: XlsxCell, ref: string): string => {
  if (value === null || value === '') return '';
  if (value instanceof Date)
    return `<c r="${ref}" s="${DATE_STYLE}"><v>${value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL}</v></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escape(value)}</t></is></c>`;
};

const COLUMNS = Array.from({ length: 64 }, (_, i) => column(i));

const rowXml = (cells: XlsxCell[], n: number): string => {
  let xml = `<row r="${n}">`;
  for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i]!, `${COLUMNS[i] ?? column(i)}${n}`);
  return `${xml}</row>`;
};

/** A sheet's XML, one batch of rows per chunk: the rows are never all in memory. */
async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  const cols = sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  yield `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>`;
  let n = 0;
  for await (const batch of sheet.batches)
    for (let i = 0; i < batch.length; i += ROWS_PER_CHUNK) {
      let xml = '';
      for (const cells of batch.slice(i, i + ROWS_PER_CHUNK)) xml += rowXml(cells, ++n);
      yield xml;
    }
  yield '</sheetData></worksheet>';
}

const parts = (sheets: XlsxSheet[]): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    data: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`).join('')}</Types>`,
  },
  {
    name: '_rels/.rels',
    data: `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  },
  {
    name: 'xl/workbook.xml',
    data: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${escape(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: `${XML}<Relationships xmlns="${PKG_REL}">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  },
  {
    name: 'xl/styles.xml',
    data: `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
  },
  ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheetXml(s) })),
];

/**
 * An XLSX workbook streamed as its rows arrive (inline strings, one date style): the XML of a batch
 * is deflated and sent before the next batch is read, and nothing waits for the end but the
 * archive's directory. Written by hand because exceljs' streaming writer builds objects and styles
 * per cell and pushes without backpressure (RSS measured in docs/decisions/013-indicators.md).
 */
export const xlsxStream = (sheets: XlsxSheet[]): Readable => zipStream(parts(sheets));
