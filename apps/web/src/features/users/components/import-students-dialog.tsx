import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { StudentImportResult } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useImportStudents } from '../api/import-students';
import { ImportFileStep } from './import-file-step';
import { ImportRowsTable } from './import-rows-table';
import { UnknownCoursesAlert, unknownCourses } from './unknown-courses-alert';
import { MAX_CSV_BYTES, readCsvFile } from '../../../lib/read-csv-file';

type State =
  | { step: 'file' }
  | { step: 'preview'; fileName: string; csv: string; result: StudentImportResult }
  | { step: 'done'; fileName: string; result: StudentImportResult };

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

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
  const run = useImportStudents();
  const [state, setState] = useState<State>({ step: 'file' });
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || run.isPending;

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
      setError(errorMessage(e, 'Não foi possível ler o arquivo. Confira se ele é um CSV e tente novamente.'));
    } finally {
      setReading(false);
    }
  };

  /** The same file checked again, after a missing course was created. */
  const recheck = async () => {
    if (state.step !== 'preview') return;
    try {
      setState({ ...state, result: await run.mutateAsync({ csv: state.csv, dryRun: true }) });
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível ler o arquivo. Confira se ele é um CSV e tente novamente.'));
    }
  };

  const write = async () => {
    if (state.step !== 'preview') return;
    setError(null);
    try {
      const result = await run.mutateAsync({ csv: state.csv, dryRun: false });
      setState({ step: 'done', fileName: state.fileName, result });
      if (result.created > 0) {
        toast.success(
          result.created === 1 ? '1 aluno importado com sucesso!' : `${result.created} alunos importados com sucesso!`,
        );
        onImported();
      }
    } catch (e) {
      setError(
        errorMessage(
          e,
          'A importação não foi concluída. Envie o arquivo de novo: a prévia mostrará como "RA já cadastrado" as linhas já gravadas.',
        ),
      );
    }
  };

  const valid = state.step === 'preview' ? state.result.rows.length - state.result.skipped : 0;
  const actions =
    state.step === 'file' ? (
      <Button color="inherit" onClick={onClose} disabled={busy}>
        Cancelar
      </Button>
    ) : state.step === 'preview' ? (
      <>
        <Button color="inherit" onClick={() => setState({ step: 'file' })} disabled={busy} sx={{ mr: 'auto' }}>
          Escolher outro arquivo
        </Button>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void write()} disabled={valid === 0} loading={run.isPending}>
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
      {state.step === 'file' ? <ImportFileStep onFile={(f) => void check(f)} checking={busy} error={error} /> : null}
      {state.step === 'preview' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography role="status">
            {state.result.rows.length === 0
              ? 'O arquivo não tem linhas de alunos, só o cabeçalho.'
              : `${count(state.result.rows.length, 'linha', 'linhas')}: ${count(valid, 'pronta', 'prontas')} para importar, ${count(state.result.skipped, 'com erro', 'com erro')}.`}
          </Typography>
          {unknownCourses(state.result).length > 0 ? (
            <UnknownCoursesAlert
              names={unknownCourses(state.result)}
              onCreated={() => void recheck()}
              disabled={busy}
            />
          ) : null}
          {state.result.skipped > 0 && valid > 0 ? (
            <Alert severity="warning">
              As linhas com erro serão ignoradas. Corrija o arquivo e envie-o de novo, ou importe só as linhas prontas.
            </Alert>
          ) : null}
          {state.result.rows.length > 0 && valid === 0 ? (
            <Alert severity="error">Nenhuma linha pode ser importada. Corrija o arquivo e envie-o de novo.</Alert>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {run.isPending ? (
            <Box role="status" sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">
                Importando {count(valid, 'aluno', 'alunos')}… não feche esta janela.
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
            {count(state.result.created, 'aluno cadastrado', 'alunos cadastrados')},{' '}
            {count(state.result.skipped, 'linha ignorada', 'linhas ignoradas')}.
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
