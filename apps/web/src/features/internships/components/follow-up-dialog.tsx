import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useFollowUpAction } from '../api/internships-api';

export interface FollowUpField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number';
  multiline?: boolean;
  initial?: string;
}
export interface FollowUpStep {
  title: string;
  path: string;
  method: 'POST' | 'PUT';
  action: string;
  done: string;
  fields: FollowUpField[];
  destructive?: boolean;
}

/** One step of the internship after signing: its fields, the API's field errors beside them. */
export const FollowUpDialog = ({ id, step, onClose }: { id: number; step: FollowUpStep; onClose: () => void }) => {
  const run = useFollowUpAction();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(step.fields.map((f) => [f.name, f.initial ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(
      step.fields.map((f) => [f.name, f.type === 'number' ? Number(values[f.name]) : values[f.name]]),
    );
    run.mutate(
      { id, path: step.path, method: step.method, body },
      {
        onSuccess: () => {
          toast.success(step.done);
          onClose();
        },
        onError: (err) => {
          const fields = isApiError(err)
            ? err.fieldErrors.filter((f) => step.fields.some((x) => x.name === f.field))
            : [];
          if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
          else toast.error(errorMessage(err));
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="follow-up-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="follow-up-title">{step.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {step.fields.map((f, i) => (
            <TextField
              key={f.name}
              autoFocus={i === 0}
              fullWidth
              required
              label={f.label}
              type={f.type ?? 'text'}
              multiline={f.multiline}
              minRows={f.multiline ? 4 : undefined}
              slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
              value={values[f.name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.name]: e.target.value }));
                setErrors((x) => ({ ...x, [f.name]: '' }));
              }}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name] || ' '}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Voltar</Button>
          <Button
            type="submit"
            variant="contained"
            color={step.destructive ? 'error' : 'primary'}
            disabled={run.isPending}
          >
            {step.action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
