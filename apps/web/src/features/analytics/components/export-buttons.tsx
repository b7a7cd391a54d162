import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { AnalyticsQuery } from '@portal/contracts';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { downloadExport } from '../api/download-export';

/** 'Exportar CSV' and 'Exportar XLSX': the rows behind the figures, with the same period and filters. */
export const ExportButtons = ({ query, disabled }: { query: AnalyticsQuery; disabled?: boolean }) => {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadExport(format, query);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível exportar. Tente novamente.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={disabled || busy !== null}
          loading={busy === format}
          onClick={() => void run(format)}
        >
          {`Exportar ${format.toUpperCase()}`}
        </Button>
      ))}
    </Stack>
  );
};
