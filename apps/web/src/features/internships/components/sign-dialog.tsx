import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { amendmentMessages, internshipMessages } from '@portal/contracts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSignAmendment, useSignInternship } from '../api/internships-api';

/** The password again: a simple electronic signature with its evidence (Lei 14.063/2020 art. 4 I). */
export const SignDialog = ({
  id,
  termsSha256,
  amendment,
  onClose,
}: {
  id: number;
  termsSha256: string | null;
  /** Signs this termo aditivo instead of the TCE. */
  amendment?: { id: number; number: number };
  onClose: () => void;
}) => {
  const signTce = useSignInternship();
  const signAmendment = useSignAmendment();
  const sign = amendment ? signAmendment : signTce;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = amendment ? amendmentMessages.signed : internshipMessages.signed;
    const call = amendment
      ? (o: Parameters<typeof signTce.mutate>[1]) => signAmendment.mutate({ id, aid: amendment.id, password }, o)
      : (o: Parameters<typeof signTce.mutate>[1]) => signTce.mutate({ id, password }, o);
    call({
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError: (err) => {
        const field = isApiError(err) ? err.fieldErrors.find((f) => f.field === 'password') : undefined;
        if (field) setError(field.message);
        else toast.error(errorMessage(err));
      },
    });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="sign-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sign-title">
          {amendment ? `Assinar o termo aditivo nº ${amendment.number}` : 'Assinar o termo de compromisso'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Ao digitar sua senha você assina eletronicamente este termo. Guardamos quem assinou, quando, de onde
            (endereço IP e navegador) e o resumo SHA-256 do texto assinado
            {termsSha256 ? `: ${termsSha256.slice(0, 16)}…` : ''}.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            type="password"
            label="Senha"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!password || sign.isPending}>
            Assinar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
