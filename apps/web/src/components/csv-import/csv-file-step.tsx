import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { hiddenFileInputSx } from '../form/hidden-file-input';

export interface CsvFileStepProps {
  /** What the file must hold (the columns). */
  description: ReactNode;
  /** A sample file, shown and offered by 'Baixar modelo'. */
  template: string;
  templateFileName: string;
  /** Below the sample: what happens to the rows. */
  notes: ReactNode;
  /** The file input's accessible name, e.g. 'Arquivo CSV de alunos'. */
  inputLabel: string;
  onFile: (file: File) => void;
  /** The file is being read and checked. */
  checking: boolean;
  error: string | null;
}

/** Step 1 of a CSV import: what the file must hold, a template, and the file picker. */
export const CsvFileStep = ({
  description,
  template,
  templateFileName,
  notes,
  inputLabel,
  onFile,
  checking,
  error,
}: CsvFileStepProps) => {
  const input = useRef<HTMLInputElement>(null);
  // The BOM makes Excel read the accents as UTF-8.
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${template}`)}`;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    // One column no wider than the page: the template scrolls in its own box, never the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography>{description}</Typography>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it (WCAG 2.1.1). */}
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Modelo do arquivo CSV"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.8rem', overflowX: 'auto' }}
      >
        {template}
      </Box>
      {notes}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {checking ? (
        <Box role="status" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">Verificando o arquivo…</Typography>
          <LinearProgress aria-label="Verificando o arquivo" />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={checking}
        >
          Escolher arquivo CSV
        </Button>
        <Button component="a" href={templateHref} download={templateFileName} startIcon={<DownloadOutlined />}>
          Baixar modelo
        </Button>
      </Box>
      <Box
        component="input"
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={choose}
        sx={hiddenFileInputSx}
      />
    </Box>
  );
};
