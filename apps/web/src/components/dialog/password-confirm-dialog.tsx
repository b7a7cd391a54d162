import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from './app-dialog';
import { ReauthPasswordField, useReauthPassword } from './reauth-password';

export interface PasswordConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the typed password; the caller sends it and reports a refusal in `passwordError`. */
  onConfirm: (password: string) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  /** The server's answer about the password (wrong, too many attempts), shown under the field. */
  passwordError?: string;
}

/** A step that needs the user's password again (the LGPD export): Enter or the button sends it. */
export const PasswordConfirmDialog = ({
  open,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  loading = false,
  passwordError,
}: PasswordConfirmDialogProps) => {
  const reauth = useReauthPassword(open, loading, passwordError);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      maxWidth="xs"
      busy={loading}
      dividers={false}
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading && reauth.submit()) onConfirm(reauth.password);
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={loading} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {typeof children === 'string' ? <Typography>{children}</Typography> : children}
        <ReauthPasswordField {...reauth.fieldProps} autoFocus />
      </Box>
    </AppDialog>
  );
};
