import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { MAX_CSV_BYTES, readCsvFile } from '../../lib/read-csv-file';

/** An import's answer: every row with its status and errors, and how many were skipped. */
export interface CsvImportResult {
  rows: readonly unknown[];
  skipped: number;
}

/** What the hook needs of a feature's import mutation (`POST ... {csv, dry_run}`). */
export interface CsvImportMutation<T extends CsvImportResult> {
  mutateAsync: (variables: { csv: string; dryRun: boolean }) => Promise<T>;
  isPending: boolean;
}

export type CsvImportState<T> =
  | { step: 'file' }
  | { step: 'preview'; fileName: string; csv: string; result: T }
  | { step: 'done'; fileName: string; result: T };

const UNREADABLE = 'Não foi possível ler o arquivo. Confira se ele é um CSV e tente novamente.';

/**
 * The steps of a CSV import: a file is read and checked by a dry run (every row and its errors,
 * nothing written), then written; the report replaces the preview.
 */
export const useCsvImport = <T extends CsvImportResult>(
  run: CsvImportMutation<T>,
  /** The message when writing fails (what the office should do next). */
  writeFailed: string,
) => {
  const [state, setState] = useState<CsvImportState<T>>({ step: 'file' });
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const check = async (file: File) => {
    setError(null);
    if (file.size > MAX_CSV_BYTES) {
      setError('O arquivo tem mais de 2 MB. Divida-o em arquivos menores.');
      return;
    }
    setReading(true);
    try {
      const csv = await readCsvFile(file);
      if (!csv.trim()) {
        setError('O arquivo está vazio.');
        return;
      }
      const result = await run.mutateAsync({ csv, dryRun: true });
      setState({ step: 'preview', fileName: file.name, csv, result });
    } catch (e) {
      setError(errorMessage(e, UNREADABLE));
    } finally {
      setReading(false);
    }
  };

  /** The same file checked again (e.g. after a missing course was created). */
  const recheck = async () => {
    if (state.step !== 'preview') return;
    try {
      setState({ ...state, result: await run.mutateAsync({ csv: state.csv, dryRun: true }) });
    } catch (e) {
      setError(errorMessage(e, UNREADABLE));
    }
  };

  /** Writes the valid rows; resolves with the report, or null when it failed (the error is shown). */
  const write = async (): Promise<T | null> => {
    if (state.step !== 'preview') return null;
    setError(null);
    try {
      const result = await run.mutateAsync({ csv: state.csv, dryRun: false });
      setState({ step: 'done', fileName: state.fileName, result });
      return result;
    } catch (e) {
      setError(errorMessage(e, writeFailed));
      return null;
    }
  };

  return {
    state,
    error,
    busy: reading || run.isPending,
    writing: run.isPending,
    /** Rows that the write would import. */
    valid: state.step === 'preview' ? state.result.rows.length - state.result.skipped : 0,
    onFile: (file: File) => void check(file),
    recheck: () => void recheck(),
    write,
    restart: () => setState({ step: 'file' }),
  };
};

export const countOf = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
