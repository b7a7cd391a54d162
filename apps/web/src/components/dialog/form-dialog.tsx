import { AppDialog, type AppDialogProps } from './app-dialog';
import { FormDialogActions } from './form-dialog-actions';

export interface FormDialogProps extends Omit<AppDialogProps, 'actions'> {
  /** 'Cadastrar', 'Salvar alterações', 'Salvar'... */
  submitLabel: string;
}

/**
 * The shell of a create/edit dialog: AppDialog as a form with Cancelar and the submit button in
 * its footer. Spread `useFormDialog`'s `dialogProps` on it.
 */
export const FormDialog = ({ submitLabel, ...dialog }: FormDialogProps) => (
  <AppDialog
    {...dialog}
    actions={<FormDialogActions onCancel={dialog.onClose} busy={dialog.busy ?? false} submitLabel={submitLabel} />}
  />
);
