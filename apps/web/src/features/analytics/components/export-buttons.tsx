import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { AnalyticsQuery } from '@portal/contracts';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { downloadExport, type ExportFile } from '../api/download-export';

const FILES: Array<{ file: ExportFile; label: string }> = [
  { file: 'export.csv', label: 'Exportar CSV' },
  { file: 'export.xlsx', label: 'Exportar XLSX' },
  { file: 'internships.csv', label: 'Estágios (CSV)' },
];

/** 'Exportar CSV', 'Exportar XLSX' and the internships' CSV: the rows behind the figures, same period and filters. */
export const ExportButtons = ({ query, disabled }: { query: AnalyticsQuery; disabled?: boolean }) => {
  const [busy, setBusy] = useState<ExportFile | null>(null);
  const run = async (file: ExportFile) => {
    setBusy(file);
    try {
      await downloadExport(file, query);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível exportar. Tente novamente.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {FILES.map(({ file, label }) => (
        <Button
          key={file}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={disabled || busy !== null}
          loading={busy === file}
          onClick={() => void run(file)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
};
