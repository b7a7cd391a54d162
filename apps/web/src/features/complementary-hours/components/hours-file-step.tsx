import { useRef, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

/** A sample file for 'Baixar modelo' (semicolons, as Excel in Portuguese writes them). */
const TEMPLATE =
  'ra;modalidade;carga_horaria_aproveitada;carga_horaria_maxima\r\n2024001;Monitoria;20;40\r\n2024001;Projeto de extensão;12,5;60\r\n';
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${TEMPLATE}`)}`;

interface HoursFileStepProps {
  onFile: (file: File) => void;
  checking: boolean;
  error: string | null;
}

/** Step 1: what the file must hold, a template, and the file picker. */
export const HoursFileStep = ({ onFile, checking, error }: HoursFileStepProps) => {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        Envie um arquivo CSV com uma linha de cabeçalho e as colunas <strong>ra</strong>, <strong>modalidade</strong>,{' '}
        <strong>carga_horaria_aproveitada</strong> e <strong>carga_horaria_maxima</strong>, separadas por ponto e
        vírgula ou vírgula.
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.8rem', overflowX: 'auto' }}
      >
        {TEMPLATE}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Antes de gravar, você verá cada linha e os erros encontrados; linhas com erro são ignoradas. Uma linha com o
        mesmo RA e modalidade de uma importação anterior substitui as horas gravadas.
      </Typography>
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
        <Button
          component="a"
          href={templateHref}
          download="modelo-horas-complementares.csv"
          startIcon={<DownloadOutlined />}
        >
          Baixar modelo
        </Button>
      </Box>
      <Box
        component="input"
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Arquivo CSV de horas complementares"
        tabIndex={-1}
        onChange={choose}
        sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
      />
    </Box>
  );
};
