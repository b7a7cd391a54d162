import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { createSkillSchema, resumeMessages, type Skill } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
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
  const form = useForm<SkillFormValues, unknown, { name: string }>({
    resolver: formResolver<SkillFormValues, { name: string }>(createSkillSchema),
    defaultValues: { name: skill?.name ?? '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      if (skill) await update.mutateAsync({ id: skill.id, body: { name } });
      else await create.mutateAsync({ name, student_id: studentId });
      toast.success(skill ? resumeMessages.skillUpdated : resumeMessages.skillCreated);
      onClose();
    } catch (error) {
      showSubmitError(error, {
        setError: form.setError,
        fields: ['name'],
        failure: skill ? resumeMessages.skillUpdateFailed : resumeMessages.skillCreateFailed,
      });
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={skill ? 'Editar habilidade' : 'Adicionar habilidade'}
      maxWidth="xs"
      onSubmit={(event) => void submit(event)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Salvar
          </Button>
        </>
      }
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
