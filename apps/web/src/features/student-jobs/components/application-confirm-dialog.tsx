import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { StudentJob } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';

/** docs/spec/02-screens.md#student-applications: the wording depends on the action. */
export type ApplicationAction = 'exclusão' | 'aplicação';

interface ApplicationConfirmDialogProps {
  job: StudentJob | null;
  action: ApplicationAction;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before applying to a job or withdrawing the application ('Cancelar'). */
export const ApplicationConfirmDialog = ({
  job: current,
  action: currentAction,
  busy,
  onClose,
  onConfirm,
}: ApplicationConfirmDialogProps) => {
  // The wording stays while the dialog fades out.
  const [shown, setShown] = useState({ job: current, action: currentAction });
  if (current && (current !== shown.job || currentAction !== shown.action))
    setShown({ job: current, action: currentAction });
  const { job, action } = shown;
  const withdrawing = action === 'exclusão';
  return (
    <ConfirmDialog
      open={Boolean(current)}
      onClose={onClose}
      onConfirm={onConfirm}
      loading={busy}
      destructive={withdrawing}
      title={withdrawing ? 'Confirmar exclusão' : 'Confirmar aplicação'}
      confirmLabel={withdrawing ? 'Confirmar exclusão' : 'Confirmar aplicação'}
      cancelLabel="Voltar"
    >
      <Typography>
        {withdrawing
          ? 'Deseja confirmar a exclusão da sua candidatura à vaga '
          : 'Deseja confirmar a aplicação à vaga '}
        <strong>{job?.title}</strong>?
      </Typography>
      {withdrawing ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          A empresa deixará de ver a sua candidatura. Você poderá se candidatar novamente enquanto a vaga estiver
          aberta.
        </Typography>
      ) : null}
    </ConfirmDialog>
  );
};
