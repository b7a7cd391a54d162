import Typography from '@mui/material/Typography';
import type { ComplementaryImportResult } from '@portal/contracts';
import { CsvRowsTable, IMPORT_ROW_STATUSES, type CsvColumn } from '../../../components/csv-import/csv-rows-table';

type Row = ComplementaryImportResult['rows'][number];

const STATUS = { ...IMPORT_ROW_STATUSES, saved: { label: 'Gravada', color: 'success' } } as const;

const hours = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('pt-BR')} h`);

const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Modalidade', cell: (r) => r.descricao || '—', wrap: true },
  { header: 'Aproveitada', cell: (r) => hours(r.carga_horaria_aproveitada), align: 'right' },
  { header: 'Máxima', cell: (r) => hours(r.carga_horaria_maxima), align: 'right' },
];

const card = (r: Row) => (
  <>
    <Typography sx={{ fontWeight: 600 }}>{r.descricao || '—'}</Typography>
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      {hours(r.carga_horaria_aproveitada)} de {hours(r.carga_horaria_maxima)}
    </Typography>
  </>
);

/** The hours file's rows with their situation and errors; a switch keeps only the problem rows. */
export const HoursRowsTable = ({ rows, label }: { rows: readonly Row[]; label: string }) => (
  <CsvRowsTable
    rows={rows}
    label={label}
    columns={COLUMNS}
    statuses={STATUS}
    card={card}
    maxHeight={420}
    cutNote={(shown) => `Mostrando as primeiras ${shown} linhas.`}
  />
);
