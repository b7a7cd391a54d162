import Button from '@mui/material/Button';
import type { Audition } from '@portal/contracts';
import { AppDialog } from '../../../../components/dialog/app-dialog';
import { formatDateTime } from '../../../../lib/format';
import { FeedbackBody } from './feedback-body';

/** 'Feedback da apresentação': the explained analysis of a submission (or why it failed). */
export const FeedbackDialog = ({
  audition,
  open,
  onClose,
}: {
  audition: Audition | null;
  open: boolean;
  onClose: () => void;
}) => (
  <AppDialog
    open={open}
    onClose={onClose}
    title="Feedback da apresentação"
    subtitle={
      audition
        ? `${audition.activity.title} · ${audition.code} · ${formatDateTime(audition.submitted_at ?? audition.created_at)}`
        : undefined
    }
    maxWidth="md"
    actions={
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    }
  >
    {audition ? <FeedbackBody audition={audition} /> : null}
  </AppDialog>
);
