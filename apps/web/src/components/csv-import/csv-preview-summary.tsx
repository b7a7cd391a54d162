import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { countOf } from './use-csv-import';

interface CsvPreviewSummaryProps {
  rows: number;
  valid: number;
  skipped: number;
  /** The line for a file with only its header. */
  empty: string;
  /** Between the count and the advice (e.g. the unknown courses to create). */
  children?: ReactNode;
}

/** What a dry run found: how many rows, ready and with errors, and what importing will do. */
export const CsvPreviewSummary = ({ rows, valid, skipped, empty, children }: CsvPreviewSummaryProps) => (
  <>
    <Typography role="status">
      {rows === 0
        ? empty
        : `${countOf(rows, 'linha', 'linhas')}: ${countOf(valid, 'pronta', 'prontas')} para importar, ${countOf(skipped, 'com erro', 'com erro')}.`}
    </Typography>
    {children}
    {skipped > 0 && valid > 0 ? (
      <Alert severity="warning">
        As linhas com erro serão ignoradas. Corrija o arquivo e envie-o de novo, ou importe só as linhas prontas.
      </Alert>
    ) : null}
    {rows > 0 && valid === 0 ? (
      <Alert severity="error">Nenhuma linha pode ser importada. Corrija o arquivo e envie-o de novo.</Alert>
    ) : null}
  </>
);
