import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from './app-error.ts';

const count = (text: string, char: string) => text.split(char).length - 1;
/** A header is a handful of column names: a file whose first line is longer has none. */
const HEADER_MAX_CHARS = 4096;

/**
 * The rows of an uploaded CSV file, read by csv-parse (RFC 4180: quoted fields, doubled quotes,
 * CRLF). The separator is ';' or ',', whichever the header line uses more (spreadsheets in Brazil
 * write ';'); a byte-order mark and blank lines are dropped. A file csv-parse cannot read is a 422
 * on `field`, never a 500. `records` stops after that many records.
 */
export const parseCsv = (text: string, field = 'csv', records?: number): string[][] => {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(header, ';') > count(header, ',') ? ';' : ',';
  try {
    const rows: string[][] = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      ...(records !== undefined && { to: records }),
    });
    return rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  } catch (err) {
    if (err instanceof CsvError)
      throw AppError.validation(
        field,
        `Arquivo CSV inválido na linha ${(err as CsvError & { lines?: number }).lines ?? 1}`,
      );
    throw err;
  }
};

/**
 * Where each known column of the file is, read from its first record alone: a file without the
 * `required` columns (labels name them in the message) is refused before its rows are parsed.
 */
export const csvColumns = <C extends string>(
  text: string,
  headers: Readonly<Record<string, C>>,
  required: Readonly<Partial<Record<C, string>>>,
  field = 'csv',
): Array<C | undefined> => {
  if (!text.trim()) throw AppError.validation(field, 'O arquivo CSV está vazio');
  const start = text.slice(0, HEADER_MAX_CHARS);
  const head = text.length > HEADER_MAX_CHARS ? start.slice(0, start.lastIndexOf('\n') + 1) : start;
  const [header = []] = head.trim() ? parseCsv(head, field, 1) : [];
  const columns = header.map((h) => headers[h.trim().toLowerCase()]);
  for (const [column, label] of Object.entries(required) as Array<[C, string]>) {
    if (!columns.includes(column)) throw AppError.validation(field, `Coluna obrigatória ausente: ${label}`);
  }
  return columns;
};
