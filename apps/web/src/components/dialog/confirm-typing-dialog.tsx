import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from './app-dialog';
import { ReauthPasswordField, useReauthPassword } from './reauth-password';

/** The word that unlocks a deletion (docs/spec/04-states.md#company-delete), typed in any case. */
export const CONFIRM_WORD = 'excluir';

export const isConfirmWord = (value: string): boolean => value.trim().toLocaleLowerCase('pt-BR') === CONFIRM_WORD;

export interface ConfirmTypingDialogProps {
  open: boolean;
  onClose: () => void;
  /** With `askPassword`, called with the typed password. */
  onConfirm: (password: string) => void;
  title: ReactNode;
  children: ReactNode;
  loading?: boolean;
  /** Asks for the user's password as well (the LGPD erasure). */
  askPassword?: boolean;
  /** The server's answer about the password, shown under its field. */
  passwordError?: string;
}

/**
 * A deletion confirmed by typing 'excluir': Confirmar stays disabled until the word is typed. With
 * `askPassword`, the user's password goes with it.
 */
export const ConfirmTypingDialog = ({
  open,
  onClose,
  onConfirm,
  title,
  children,
  loading = false,
  askPassword = false,
  passwordError,
}: ConfirmTypingDialogProps) => {
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped('');
  }
  const reauth = useReauthPassword(open, loading, passwordError);
  const hintId = useId();
  const ready = isConfirmWord(typed);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      maxWidth="xs"
      busy={loading}
      dividers={false}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || loading) return;
        if (!askPassword) onConfirm('');
        else if (reauth.submit()) onConfirm(reauth.password);
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={loading} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!ready} loading={loading}>
            Confirmar
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {typeof children === 'string' ? <Typography>{children}</Typography> : children}
        <Typography id={hintId} variant="body2" color="text.secondary">
          Esta ação não pode ser desfeita. Digite <strong>{CONFIRM_WORD}</strong> para confirmar.
        </Typography>
        <TextField
          label="Confirmação"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
          autoComplete="off"
          placeholder={CONFIRM_WORD}
          slotProps={{ htmlInput: { 'aria-describedby': hintId, spellCheck: false, autoCapitalize: 'none' } }}
        />
        {askPassword ? <ReauthPasswordField {...reauth.fieldProps} /> : null}
      </Box>
    </AppDialog>
  );
};
