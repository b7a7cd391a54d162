import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { resumeMessages, STATES, type ProfessionalExperience } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateExperience } from '../api/create-experience';
import { useUpdateExperience } from '../api/update-experience';
import {
  EXPERIENCE_FIELDS,
  experienceFormSchema,
  initialExperienceValues,
  type ExperienceFormValues,
} from './experience-schemas';
import { VisibilitySwitch } from './visibility-switch';

type Output = ReturnType<typeof experienceFormSchema.parse>;

interface ExperienceFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: number;
  /** The experience to edit; null to add one. */
  experience: ProfessionalExperience | null;
}

const full = { gridColumn: '1 / -1' } as const;
const dateSlot = { inputLabel: { shrink: true } } as const;

/** Add or edit a professional experience: every field required (docs/spec/05-validation.md#resume-items). Remount per opening. */
export const ExperienceFormDialog = ({ open, onClose, studentId, experience }: ExperienceFormDialogProps) => {
  const create = useCreateExperience();
  const update = useUpdateExperience();
  const { form, busy, dialogProps } = useFormDialog<ExperienceFormValues, Output>({
    open,
    onClose,
    resolver: formResolver<ExperienceFormValues, Output>(experienceFormSchema),
    defaultValues: initialExperienceValues(experience),
    fields: EXPERIENCE_FIELDS,
    save: ({ student_id: _ignored, ...body }) => ({
      run: () =>
        experience
          ? update.mutateAsync({ id: experience.id, body })
          : create.mutateAsync({ ...body, student_id: studentId }),
      success: resumeMessages.success,
      failure: resumeMessages.failure,
    }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <AppDialog
      {...dialogProps}
      title={experience ? 'Editar experiência profissional' : 'Adicionar experiência profissional'}
      subtitle={experience ? `${experience.role} · ${experience.company_name}` : undefined}
      maxWidth="md"
      actions={<FormDialogActions onCancel={onClose} busy={busy} submitLabel="Salvar" />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, pt: 1 }}>
        <TextField
          label="Empresa"
          required
          fullWidth
          autoFocus
          {...muiField(register('company_name'), errors.company_name)}
        />
        <TextField label="Cargo" required fullWidth {...muiField(register('role'), errors.role)} />
        <Box sx={full}>
          <TextField label="Departamento" required fullWidth {...muiField(register('department'), errors.department)} />
        </Box>
        <TextField label="Cidade" required fullWidth {...muiField(register('city'), errors.city)} />
        <FormSelect control={control} name="state" label="Estado" required options={STATES} />
        <TextField
          label="Data de início"
          type="date"
          required
          fullWidth
          slotProps={dateSlot}
          {...muiField(register('started'), errors.started)}
        />
        <TextField
          label="Data de término"
          type="date"
          required
          fullWidth
          slotProps={dateSlot}
          {...muiField(register('finished'), errors.finished)}
        />
        <Box sx={full}>
          <TextField
            label="Descrição"
            required
            fullWidth
            multiline
            minRows={4}
            maxRows={12}
            placeholder="Atividades, resultados e ferramentas usadas"
            {...muiField(register('description'), errors.description)}
          />
        </Box>
        <Box sx={full}>
          <Controller
            control={control}
            name="visible"
            render={({ field }) => <VisibilitySwitch visible={field.value} onChange={field.onChange} />}
          />
        </Box>
      </Box>
    </AppDialog>
  );
};
