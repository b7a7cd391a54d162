import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { COURSE_NOT_FOUND, referenceMessages, type StudentImportResult } from '@portal/contracts';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useCreateCourse } from '../api/create-course';

/** The distinct course names the file uses that the portal does not have. */
export const unknownCourses = (result: StudentImportResult): string[] => {
  const names = result.rows.flatMap((r) =>
    r.errors.filter((e) => e.startsWith(COURSE_NOT_FOUND) && r.course.trim()).map(() => r.course.trim()),
  );
  return [...new Set(names)];
};

interface UnknownCoursesAlertProps {
  names: string[];
  /** After a course was created: check the file again. */
  onCreated: () => void;
  disabled: boolean;
}

/** Offers to create each unknown course in one click (docs/decisions/017-career-office-screens.md). */
export const UnknownCoursesAlert = ({ names, onCreated, disabled }: UnknownCoursesAlertProps) => {
  const create = useCreateCourse();
  const add = async (name: string) => {
    try {
      await create.mutateAsync(name);
      toast.success(referenceMessages.courses.created);
      onCreated();
    } catch (error) {
      showDeleteError(error, referenceMessages.courses.failed);
    }
  };
  return (
    <Alert severity="info" role="group" aria-label="Cursos que ainda não existem no portal">
      <AlertTitle>Cursos que ainda não existem no portal</AlertTitle>
      Crie o curso para importar as linhas que o usam; a prévia é refeita em seguida.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {names.map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            startIcon={<AddRounded />}
            disabled={disabled || create.isPending}
            onClick={() => void add(name)}
          >
            Criar curso “{name}”
          </Button>
        ))}
      </Box>
    </Alert>
  );
};
