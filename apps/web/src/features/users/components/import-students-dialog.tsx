import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { CsvPreviewSummary } from '../../../components/csv-import/csv-preview-summary';
import { countOf, useCsvImport } from '../../../components/csv-import/use-csv-import';
import { toast } from '../../../lib/toast';
import { useImportStudents } from '../api/import-students';
import { ImportFileStep } from './import-file-step';
import { ImportRowsTable } from './import-rows-table';
import { UnknownCoursesAlert, unknownCourses } from './unknown-courses-alert';

interface ImportStudentsDialogProps {
  open: boolean;
  onClose: () => void;
  /** After rows were written (the page shows the students). */
  onImported: () => void;
}

/**
 * 'Importar alunos' (docs/spec/12-accounts-security.md#students): pick a CSV, see every row with its errors (a dry run, nothing
 * written), then import the valid rows and read the report. Remount it for each opening.
 */
export const ImportStudentsDialog = ({ open, onClose, onImported }: ImportStudentsDialogProps) => {
  const csv = useCsvImport(
    useImportStudents(),
    'A importação não foi concluída. Envie o arquivo de novo: a prévia mostrará como "RA já cadastrado" as linhas já gravadas.',
  );
  const { state, error, busy, valid } = csv;

  const write = async () => {
    const result = await csv.write();
    if (result && result.created > 0) {
      toast.success(
        result.created === 1 ? '1 aluno importado com sucesso!' : `${result.created} alunos importados com sucesso!`,
      );
      onImported();
    }
  };

  const actions =
    state.step === 'file' ? (
      <Button color="inherit" onClick={onClose} disabled={busy}>
        Cancelar
      </Button>
    ) : state.step === 'preview' ? (
      <>
        <Button color="inherit" onClick={csv.restart} disabled={busy} sx={{ mr: 'auto' }}>
          Escolher outro arquivo
        </Button>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void write()} disabled={valid === 0} loading={csv.writing}>
          Importar
        </Button>
      </>
    ) : (
      <Button variant="contained" onClick={onClose}>
        Concluir
      </Button>
    );

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      title="Importar alunos"
      subtitle={
        state.step === 'file' ? 'Cadastre vários estudantes de uma vez a partir de um arquivo CSV.' : state.fileName
      }
      actions={actions}
    >
      {state.step === 'file' ? <ImportFileStep onFile={csv.onFile} checking={busy} error={error} /> : null}
      {state.step === 'preview' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CsvPreviewSummary
            rows={state.result.rows.length}
            valid={valid}
            skipped={state.result.skipped}
            empty="O arquivo não tem linhas de alunos, só o cabeçalho."
          >
            {unknownCourses(state.result).length > 0 ? (
              <UnknownCoursesAlert names={unknownCourses(state.result)} onCreated={csv.recheck} disabled={busy} />
            ) : null}
          </CsvPreviewSummary>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {csv.writing ? (
            <Box role="status" sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">
                Importando {countOf(valid, 'aluno', 'alunos')}… não feche esta janela.
              </Typography>
              <LinearProgress aria-label="Importando alunos" />
            </Box>
          ) : null}
          {state.result.rows.length > 0 ? (
            <ImportRowsTable rows={state.result.rows} label="Prévia da importação" />
          ) : null}
        </Box>
      ) : null}
      {state.step === 'done' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity={state.result.created > 0 ? 'success' : 'info'} role="status">
            {countOf(state.result.created, 'aluno cadastrado', 'alunos cadastrados')},{' '}
            {countOf(state.result.skipped, 'linha ignorada', 'linhas ignoradas')}.
            {state.result.created > 0
              ? ' Quem não tinha senha no arquivo recebe por e-mail um link para criar a sua.'
              : ''}
          </Alert>
          <ImportRowsTable rows={state.result.rows} label="Relatório da importação" />
        </Box>
      ) : null}
    </AppDialog>
  );
};
