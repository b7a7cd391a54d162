import Typography from '@mui/material/Typography';
import { CsvFileStep } from '../../../components/csv-import/csv-file-step';

/** A sample file for 'Baixar modelo' (semicolons, as Excel in Portuguese writes them). */
const TEMPLATE =
  'ra;modalidade;carga_horaria_aproveitada;carga_horaria_maxima\r\n2024001;Monitoria;20;40\r\n2024001;Projeto de extensão;12,5;60\r\n';

interface HoursFileStepProps {
  onFile: (file: File) => void;
  checking: boolean;
  error: string | null;
}

/** Step 1: what the file must hold, a template, and the file picker. */
export const HoursFileStep = (props: HoursFileStepProps) => (
  <CsvFileStep
    {...props}
    description={
      <>
        Envie um arquivo CSV com uma linha de cabeçalho e as colunas <strong>ra</strong>, <strong>modalidade</strong>,{' '}
        <strong>carga_horaria_aproveitada</strong> e <strong>carga_horaria_maxima</strong>, separadas por ponto e
        vírgula ou vírgula.
      </>
    }
    template={TEMPLATE}
    templateFileName="modelo-horas-complementares.csv"
    inputLabel="Arquivo CSV de horas complementares"
    notes={
      <Typography variant="body2" color="text.secondary">
        Antes de gravar, você verá cada linha e os erros encontrados; linhas com erro são ignoradas. Uma linha com o
        mesmo RA e modalidade de uma importação anterior substitui as horas gravadas.
      </Typography>
    }
  />
);
