import { useRef, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { coursesQueryOptions } from '../api/courses-query';
import { CSV_TEMPLATE } from './csv-template';

interface ImportFileStepProps {
  onFile: (file: File) => void;
  /** The file is being read and checked. */
  checking: boolean;
  error: string | null;
}

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${CSV_TEMPLATE}`)}`;

/** Step 1 of 'Importar alunos': what the file must hold, a template, and the file picker. */
export const ImportFileStep = ({ onFile, checking, error }: ImportFileStepProps) => {
  const input = useRef<HTMLInputElement>(null);
  const courses = useQuery(coursesQueryOptions);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        Envie um arquivo CSV com uma linha de cabeçalho e as colunas <strong>RA</strong>, <strong>Nome</strong>,{' '}
        <strong>E-mail</strong>, <strong>Curso</strong> e, se quiser, <strong>Senha</strong>, separadas por ponto e
        vírgula ou vírgula.
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.8rem', overflowX: 'auto' }}
      >
        {CSV_TEMPLATE}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Sem senha no arquivo, o aluno recebe por e-mail um link para criar a sua. Antes de gravar, você verá cada linha
        e os erros encontrados; linhas com erro são ignoradas.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Cursos cadastrados:{' '}
        {courses.data
          ? courses.data.map((c) => c.name).join(', ')
          : courses.isError
            ? 'não foi possível carregar a lista.'
            : 'carregando…'}
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
          download="modelo-importacao-alunos.csv"
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
        aria-label="Arquivo CSV de alunos"
        tabIndex={-1}
        onChange={choose}
        sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
      />
    </Box>
  );
};
