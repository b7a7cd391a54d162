import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { NARROW_DIALOG_PX } from '@portal/contracts';

/** docs/spec/09-constants.md#layout: dialogs take the whole screen below 700 px. */
export const useNarrowDialog = (): boolean => useMediaQuery(`(max-width:${NARROW_DIALOG_PX - 0.05}px)`);

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (e.g. the record's name). */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Buttons of the footer. */
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** When given, the dialog is a `<form noValidate>` and the footer's submit button submits it. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** While true, closing by Esc or the backdrop is ignored (a request is running). */
  busy?: boolean;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Lines above and below the body (off for short confirmations). */
  dividers?: boolean;
}

/**
 * The dialog layout of the staff screens: a title with a close button, a scrolling body and a
 * footer; full screen on narrow windows; optionally a form.
 */
export const AppDialog = ({
  open,
  onClose,
  title,
  subtitle,
  children,
  actions,
  maxWidth = 'sm',
  onSubmit,
  busy = false,
  role = 'dialog',
  dividers = true,
}: AppDialogProps) => {
  const narrow = useNarrowDialog();
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={narrow}
      fullWidth
      maxWidth={maxWidth}
      role={role}
      aria-labelledby={titleId}
    >
      {/* `display: contents` keeps the dialog's flex layout (scrolling body, fixed footer) inside the form. */}
      <Box
        component={onSubmit ? 'form' : 'div'}
        noValidate={onSubmit ? true : undefined}
        onSubmit={onSubmit}
        sx={{ display: 'contents' }}
      >
        <DialogTitle
          id={titleId}
          component="h2"
          sx={{ pr: 7, pb: subtitle ? 0.5 : 2, fontWeight: 700, fontSize: '1.2rem' }}
        >
          {title}
        </DialogTitle>
        {subtitle ? (
          <Box sx={{ px: 3, pb: 1.5, color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
            {subtitle}
          </Box>
        ) : null}
        <IconButton
          aria-label="Fechar janela"
          title="Fechar"
          onClick={close}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        {actions ? (
          <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            {actions}
          </DialogActions>
        ) : null}
      </Box>
    </Dialog>
  );
};
