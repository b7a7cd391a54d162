import Typography from '@mui/material/Typography';
import type { StudentImportResult } from '@portal/contracts';
import { CsvRowsTable, IMPORT_ROW_STATUSES, type CsvColumn } from '../../../components/csv-import/csv-rows-table';

type Row = StudentImportResult['rows'][number];

const STATUS = { ...IMPORT_ROW_STATUSES, created: { label: 'Cadastrado', color: 'success' } } as const;

const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Nome', cell: (r) => r.name || '—' },
  { header: 'E-mail', cell: (r) => r.email || '—', wrap: true },
  { header: 'Curso', cell: (r) => r.course || '—' },
];

const card = (r: Row) => (
  <>
    <Typography sx={{ fontWeight: 600 }}>{r.name || '—'}</Typography>
    <Typography variant="body2">{r.email || '—'}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
      {r.course || '—'}
    </Typography>
  </>
);

/** The students file's rows with their situation and errors; a switch keeps only the problem rows. */
export const ImportRowsTable = ({ rows, label }: { rows: readonly Row[]; label: string }) => (
  <CsvRowsTable
    rows={rows}
    label={label}
    columns={COLUMNS}
    statuses={STATUS}
    card={card}
    cutNote={(shown, total) => `Mostrando ${shown} de ${total} linhas.`}
  />
);
