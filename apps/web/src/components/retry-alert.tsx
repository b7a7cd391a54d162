import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load, said in an error alert with 'Tentar novamente' beside it. */
export const RetryAlert = ({ onRetry, children }: { onRetry: () => void; children: ReactNode }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Tentar novamente
      </Button>
    }
  >
    {children}
  </Alert>
);
