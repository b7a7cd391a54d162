import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListPageHeader } from '../../../components/list-page-header';
import { CsvPreviewSummary } from '../../../components/csv-import/csv-preview-summary';
import { countOf, useCsvImport } from '../../../components/csv-import/use-csv-import';
import { toast } from '../../../lib/toast';
import { useImportComplementary } from '../api/import-complementary';
import { HoursFileStep } from '../components/hours-file-step';
import { HoursRowsTable } from '../components/hours-rows-table';

/**
 * 'Horas complementares' (admin, `/horas-complementares`): the CSV of the students' complementary
 * hours, checked first (every row and its errors, nothing written), then imported.
 */
export const ComplementaryHoursPage = () => {
  const csv = useCsvImport(useImportComplementary(), 'A importação não foi concluída. Envie o arquivo de novo.');
  const { state, error, busy, valid } = csv;

  const write = async () => {
    const result = await csv.write();
    if (result && result.saved > 0)
      toast.success(
        result.saved === 1
          ? '1 registro de horas importado com sucesso!'
          : `${result.saved} registros de horas importados com sucesso!`,
      );
  };

  return (
    <>
      <ListPageHeader
        title="Horas complementares"
        description="Importe as horas de atividades complementares dos alunos; elas aparecem no gráfico do currículo de cada aluno."
      />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {state.step === 'file' ? (
          <HoursFileStep onFile={csv.onFile} checking={busy} error={error} />
        ) : (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {state.fileName}
          </Typography>
        )}
        {state.step === 'preview' ? (
          <>
            <CsvPreviewSummary
              rows={state.result.rows.length}
              valid={valid}
              skipped={state.result.skipped}
              empty="O arquivo não tem linhas, só o cabeçalho."
            />
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {csv.writing ? <LinearProgress aria-label="Importando horas complementares" /> : null}
            {state.result.rows.length > 0 ? (
              <HoursRowsTable rows={state.result.rows} label="Prévia da importação" />
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={csv.restart} disabled={busy} sx={{ mr: 'auto' }}>
                Escolher outro arquivo
              </Button>
              <Button variant="contained" onClick={() => void write()} disabled={valid === 0} loading={csv.writing}>
                Importar
              </Button>
            </Box>
          </>
        ) : null}
        {state.step === 'done' ? (
          <>
            <Alert severity={state.result.saved > 0 ? 'success' : 'info'} role="status">
              {countOf(state.result.saved, 'registro gravado', 'registros gravados')},{' '}
              {countOf(state.result.skipped, 'linha ignorada', 'linhas ignoradas')}.
            </Alert>
            <HoursRowsTable rows={state.result.rows} label="Relatório da importação" />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="contained" onClick={csv.restart}>
                Importar outro arquivo
              </Button>
            </Box>
          </>
        ) : null}
      </Paper>
    </>
  );
};
