import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { studentMessages } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';

/** 'Falha ao buscar perfil do estudante' (docs/spec/08-messages.md#resume-items, an alert), with the reason and a retry. */
export const ResumeLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const final = isApiError(error) && (error.status === 403 || error.status === 404);
  return (
    <Alert
      severity="error"
      action={
        final ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            Tentar novamente
          </Button>
        )
      }
    >
      <AlertTitle>{studentMessages.fetchFailed}</AlertTitle>
      {isApiError(error) ? error.message : null}
    </Alert>
  );
};
