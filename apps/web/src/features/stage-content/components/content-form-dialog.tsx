import TextField from '@mui/material/TextField';
import { stageContentSchema, stageMessages, type StageContentInput } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';

const FIELDS = ['title', 'description'] as const;

interface ContentFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Editar atividade', 'Adicionar item'... */
  title: string;
  subtitle?: string;
  initial: StageContentInput;
  submitLabel: string;
  /** Saves; the dialog closes when it resolves and shows field errors when it throws a 422. */
  onSave: (values: StageContentInput) => Promise<unknown>;
}

/** Title and description of an activity or a check item. Remount it for each opening. */
export const ContentFormDialog = ({
  open,
  onClose,
  title,
  subtitle,
  initial,
  submitLabel,
  onSave,
}: ContentFormDialogProps) => {
  const { form, busy, dialogProps } = useFormDialog<StageContentInput>({
    open,
    onClose,
    resolver: formResolver<StageContentInput, StageContentInput>(stageContentSchema),
    defaultValues: initial,
    fields: FIELDS,
    // The caller's onSave shows its own success toast.
    save: (values) => ({ run: () => onSave(values), failure: stageMessages.contentFailed }),
  });

  return (
    <AppDialog
      {...dialogProps}
      title={title}
      subtitle={subtitle}
      actions={<FormDialogActions onCancel={onClose} busy={busy} submitLabel={submitLabel} />}
    >
      <TextField
        label="Título"
        required
        fullWidth
        autoFocus
        autoComplete="off"
        sx={{ mt: 1, mb: 2 }}
        {...muiField(form.register('title'), form.formState.errors.title)}
      />
      <TextField
        label="Descrição"
        required
        fullWidth
        multiline
        minRows={4}
        {...muiField(form.register('description'), form.formState.errors.description)}
      />
    </AppDialog>
  );
};
