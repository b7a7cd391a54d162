import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import { dismissToast, useToasts, type Toast } from '../lib/toast';

const ToastItem = ({ toast }: { toast: Toast }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  return (
    <Grow in appear>
      <Alert
        role="alert"
        variant="filled"
        severity={toast.severity}
        onClose={() => dismissToast(toast.id)}
        slotProps={{ closeButton: { title: 'Fechar', 'aria-label': 'Fechar aviso' } }}
        sx={{ boxShadow: 6, alignItems: 'center', pointerEvents: 'auto', width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Grow>
  );
};

/** Shows the toasts of `lib/toast` stacked at the top right (top, full width on phones). */
export const Toaster = () => {
  const toasts = useToasts();
  return (
    <Box
      className="no-print"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        top: { xs: 8, sm: 76 },
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 420 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Box>
  );
};
