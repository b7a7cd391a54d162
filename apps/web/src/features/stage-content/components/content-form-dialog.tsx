import { stageContentSchema, stageMessages, type StageContentInput } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextField } from '../../../components/form/form-text-field';

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
  const { form, dialogProps } = useFormDialog<StageContentInput>({
    open,
    onClose,
    resolver: formResolver<StageContentInput, StageContentInput>(stageContentSchema),
    defaultValues: initial,
    fields: FIELDS,
    // The caller's onSave shows its own success toast.
    save: (values) => ({ run: () => onSave(values), failure: stageMessages.contentFailed }),
  });

  return (
    <FormDialog {...dialogProps} title={title} subtitle={subtitle} submitLabel={submitLabel}>
      <FormTextField
        form={form}
        name="title"
        label="Título"
        required
        autoFocus
        autoComplete="off"
        sx={{ mt: 1, mb: 2 }}
      />
      <FormTextField form={form} name="description" label="Descrição" required multiline minRows={4} />
    </FormDialog>
  );
};
