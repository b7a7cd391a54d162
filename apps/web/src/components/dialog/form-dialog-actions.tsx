import Button from '@mui/material/Button';

interface FormDialogActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** 'Cadastrar', 'Salvar alterações', 'Salvar'... */
  submitLabel: string;
}

/** The footer of a create/edit dialog: Cancelar, and the submit button with its spinner. */
export const FormDialogActions = ({ onCancel, busy, submitLabel }: FormDialogActionsProps) => (
  <>
    <Button color="inherit" onClick={onCancel} disabled={busy}>
      Cancelar
    </Button>
    <Button type="submit" variant="contained" loading={busy}>
      {submitLabel}
    </Button>
  </>
);
