import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { CsvFileStep } from '../../../components/csv-import/csv-file-step';
import { coursesQueryOptions } from '../api/courses-query';
import { CSV_TEMPLATE } from './csv-template';

interface ImportFileStepProps {
  onFile: (file: File) => void;
  /** The file is being read and checked. */
  checking: boolean;
  error: string | null;
}

/** Step 1 of 'Importar alunos': what the file must hold, a template, the courses, and the file picker. */
export const ImportFileStep = (props: ImportFileStepProps) => {
  const courses = useQuery(coursesQueryOptions);
  return (
    <CsvFileStep
      {...props}
      description={
        <>
          Envie um arquivo CSV com uma linha de cabeçalho e as colunas <strong>RA</strong>, <strong>Nome</strong>,{' '}
          <strong>E-mail</strong>, <strong>Curso</strong> e, se quiser, <strong>Senha</strong>, separadas por ponto e
          vírgula ou vírgula.
        </>
      }
      template={CSV_TEMPLATE}
      templateFileName="modelo-importacao-alunos.csv"
      inputLabel="Arquivo CSV de alunos"
      notes={
        <>
          <Typography variant="body2" color="text.secondary">
            Sem senha no arquivo, o aluno recebe por e-mail um link para criar a sua. Antes de gravar, você verá cada
            linha e os erros encontrados; linhas com erro são ignoradas.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Cursos cadastrados:{' '}
            {courses.data
              ? courses.data.map((c) => c.name).join(', ')
              : courses.isError
                ? 'não foi possível carregar a lista.'
                : 'carregando…'}
          </Typography>
        </>
      }
    />
  );
};
