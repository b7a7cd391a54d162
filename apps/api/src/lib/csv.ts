import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from './app-error.ts';

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The rows of an uploaded CSV file, read by csv-parse (RFC 4180: quoted fields, doubled quotes,
 * CRLF). The separator is ';' or ',', whichever the header line uses more (spreadsheets in Brazil
 * write ';'); a byte-order mark and blank lines are dropped. A file csv-parse cannot read is a 422
 * on `field`, never a 500.
 */
export const parseCsv = (text: string, field = 'csv'): string[][] => {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(header, ';') > count(header, ',') ? ';' : ',';
  try {
    const rows: string[][] = parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true });
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
