import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from './app-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** The question or explanation. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (deletions). */
  destructive?: boolean;
  /** The confirmed operation is running: spinner on the button, closing disabled. */
  loading?: boolean;
  /** Hides the confirm button: the dialog only informs (e.g. a refused deletion). */
  hideConfirm?: boolean;
  /** An extra button between Cancelar and Confirmar (e.g. 'Ver empresas'). */
  extraAction?: ReactNode;
}

/** Asks before an action (confirmation before destructive actions). */
export const ConfirmDialog = ({
  open,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive = false,
  loading = false,
  hideConfirm = false,
  extraAction,
}: ConfirmDialogProps) => (
  <AppDialog
    open={open}
    onClose={onClose}
    title={title}
    role="alertdialog"
    maxWidth="xs"
    busy={loading}
    dividers={false}
    actions={
      <>
        <Button onClick={onClose} disabled={loading} color="inherit">
          {cancelLabel}
        </Button>
        {extraAction}
        {hideConfirm ? null : (
          <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        )}
      </>
    }
  >
    {typeof children === 'string' ? <Typography>{children}</Typography> : children}
  </AppDialog>
);
