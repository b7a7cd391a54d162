import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComplementaryImportResult } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { errorMessage } from '../../../lib/api-error';
import { MAX_CSV_BYTES, readCsvFile } from '../../../lib/read-csv-file';
import { toast } from '../../../lib/toast';
import { useImportComplementary } from '../api/import-complementary';
import { HoursFileStep } from '../components/hours-file-step';
import { HoursRowsTable } from '../components/hours-rows-table';

type State =
  | { step: 'file' }
  | { step: 'preview'; fileName: string; csv: string; result: ComplementaryImportResult }
  | { step: 'done'; fileName: string; result: ComplementaryImportResult };

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
const UNREADABLE = 'Não foi possível ler o arquivo. Confira se ele é um CSV e tente novamente.';

/**
 * 'Horas complementares' (admin, `/horas-complementares`): the CSV of the students' complementary
 * hours, checked first (every row and its errors, nothing written), then imported.
 */
export const ComplementaryHoursPage = () => {
  const run = useImportComplementary();
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
      setError(errorMessage(e, UNREADABLE));
    } finally {
      setReading(false);
    }
  };

  const write = async () => {
    if (state.step !== 'preview') return;
    setError(null);
    try {
      const result = await run.mutateAsync({ csv: state.csv, dryRun: false });
      setState({ step: 'done', fileName: state.fileName, result });
      if (result.saved > 0)
        toast.success(
          result.saved === 1
            ? '1 registro de horas importado com sucesso!'
            : `${result.saved} registros de horas importados com sucesso!`,
        );
    } catch (e) {
      setError(errorMessage(e, 'A importação não foi concluída. Envie o arquivo de novo.'));
    }
  };

  const valid = state.step === 'preview' ? state.result.rows.length - state.result.skipped : 0;

  return (
    <>
      <ListPageHeader
        title="Horas complementares"
        description="Importe as horas de atividades complementares dos alunos; elas aparecem no gráfico do currículo de cada aluno."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        {state.step === 'file' ? (
          <HoursFileStep onFile={(f) => void check(f)} checking={busy} error={error} />
        ) : (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {state.fileName}
          </Typography>
        )}
        {state.step === 'preview' ? (
          <>
            <Typography role="status">
              {state.result.rows.length === 0
                ? 'O arquivo não tem linhas, só o cabeçalho.'
                : `${count(state.result.rows.length, 'linha', 'linhas')}: ${count(valid, 'pronta', 'prontas')} para importar, ${count(state.result.skipped, 'com erro', 'com erro')}.`}
            </Typography>
            {state.result.skipped > 0 && valid > 0 ? (
              <Alert severity="warning">
                As linhas com erro serão ignoradas. Corrija o arquivo e envie-o de novo, ou importe só as linhas
                prontas.
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
            {run.isPending ? <LinearProgress aria-label="Importando horas complementares" /> : null}
            {state.result.rows.length > 0 ? (
              <HoursRowsTable rows={state.result.rows} label="Prévia da importação" />
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => setState({ step: 'file' })} disabled={busy} sx={{ mr: 'auto' }}>
                Escolher outro arquivo
              </Button>
              <Button variant="contained" onClick={() => void write()} disabled={valid === 0} loading={run.isPending}>
                Importar
              </Button>
            </Box>
          </>
        ) : null}
        {state.step === 'done' ? (
          <>
            <Alert severity={state.result.saved > 0 ? 'success' : 'info'} role="status">
              {count(state.result.saved, 'registro gravado', 'registros gravados')},{' '}
              {count(state.result.skipped, 'linha ignorada', 'linhas ignoradas')}.
            </Alert>
            <HoursRowsTable rows={state.result.rows} label="Relatório da importação" />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="contained" onClick={() => setState({ step: 'file' })}>
                Importar outro arquivo
              </Button>
            </Box>
          </>
        ) : null}
      </Paper>
    </>
  );
};
