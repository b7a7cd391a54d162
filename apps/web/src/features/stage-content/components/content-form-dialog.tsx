import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { stageContentSchema, stageMessages, type StageContentInput } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';

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
  const form = useForm<StageContentInput, unknown, StageContentInput>({
    resolver: formResolver<StageContentInput, StageContentInput>(stageContentSchema),
    defaultValues: initial,
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showSubmitError(error, { setError: form.setError, fields: FIELDS, failure: stageMessages.contentFailed });
    }
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      subtitle={subtitle}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
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
