import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from './app-dialog';

/** The word that unlocks a deletion (docs/spec/04-states.md#company-delete), typed in any case. */
export const CONFIRM_WORD = 'excluir';

export const isConfirmWord = (value: string): boolean => value.trim().toLocaleLowerCase('pt-BR') === CONFIRM_WORD;

export interface ConfirmTypingDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children: ReactNode;
  loading?: boolean;
}

/** A deletion confirmed by typing 'excluir': Confirmar stays disabled until the word is typed. */
export const ConfirmTypingDialog = ({
  open,
  onClose,
  onConfirm,
  title,
  children,
  loading = false,
}: ConfirmTypingDialogProps) => {
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped('');
  }
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
        if (ready && !loading) onConfirm();
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
      </Box>
    </AppDialog>
  );
};
