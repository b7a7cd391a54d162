import { createSkillSchema, resumeMessages, type Skill } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateSkill } from '../api/create-skill';
import { useUpdateSkill } from '../api/update-skill';
import { FormTextField } from '../../../components/form/form-text-field';

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
  const { form, dialogProps } = useFormDialog<SkillFormValues, { name: string }>({
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
    <FormDialog
      {...dialogProps}
      title={skill ? 'Editar habilidade' : 'Adicionar habilidade'}
      maxWidth="xs"
      submitLabel="Salvar"
    >
      <FormTextField
        form={form}
        name="name"
        label="Habilidade"
        required
        autoFocus
        placeholder="Ex.: Excel avançado, Inglês, Trabalho em equipe"
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    </FormDialog>
  );
};
