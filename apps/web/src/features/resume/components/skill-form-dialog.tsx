import TextField from '@mui/material/TextField';
import { createSkillSchema, resumeMessages, type Skill } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateSkill } from '../api/create-skill';
import { useUpdateSkill } from '../api/update-skill';

interface SkillFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: number;
  /** The skill to edit; null to add one. */
  skill: Skill | null;
}

interface SkillFormValues {
  name: string;
}

/** Add or edit a skill (docs/spec/05-validation.md#resume-items: name required). Remount it for each opening. */
export const SkillFormDialog = ({ open, onClose, studentId, skill }: SkillFormDialogProps) => {
  const create = useCreateSkill();
  const update = useUpdateSkill();
  const { form, busy, dialogProps } = useFormDialog<SkillFormValues, { name: string }>({
    open,
    onClose,
    resolver: formResolver<SkillFormValues, { name: string }>(createSkillSchema),
    defaultValues: { name: skill?.name ?? '' },
    fields: ['name'],
    save: ({ name }) => ({
      run: () =>
        skill
          ? update.mutateAsync({ id: skill.id, body: { name } })
          : create.mutateAsync({ name, student_id: studentId }),
      success: skill ? resumeMessages.skillUpdated : resumeMessages.skillCreated,
      failure: skill ? resumeMessages.skillUpdateFailed : resumeMessages.skillCreateFailed,
    }),
  });

  return (
    <AppDialog
      {...dialogProps}
      title={skill ? 'Editar habilidade' : 'Adicionar habilidade'}
      maxWidth="xs"
      actions={<FormDialogActions onCancel={onClose} busy={busy} submitLabel="Salvar" />}
    >
      <TextField
        label="Habilidade"
        required
        fullWidth
        autoFocus
        placeholder="Ex.: Excel avançado, Inglês, Trabalho em equipe"
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        {...muiField(form.register('name'), form.formState.errors.name)}
      />
    </AppDialog>
  );
};
