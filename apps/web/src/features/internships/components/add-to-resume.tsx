import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import PostAddRounded from '@mui/icons-material/PostAddRounded';
import { deadlineMessages } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAddToResume } from '../api/internships-api';

/**
 * 'Adicionar ao currículo' on a completed internship (docs/spec/02-screens.md#internships): one
 * click makes the professional experience; pressed again it finds the same one.
 */
export const AddToResume = ({ internshipId }: { internshipId: number }) => {
  const add = useAddToResume();
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      action={
        add.data ? (
          <Button color="inherit" size="small" component={RouterLink} to={`/curriculum/${add.data.student_id}`}>
            Ver currículo
          </Button>
        ) : (
          <Button
            color="inherit"
            size="small"
            startIcon={<PostAddRounded />}
            loading={add.isPending}
            onClick={() =>
              add.mutate(internshipId, {
                onSuccess: () => toast.success(deadlineMessages.experienceAdded),
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            Adicionar ao currículo
          </Button>
        )
      }
    >
      {add.data
        ? 'Este estágio está no seu currículo como experiência profissional.'
        : 'Estágio concluído. Mostre-o no seu currículo como experiência profissional.'}
    </Alert>
  );
};
