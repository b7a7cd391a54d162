import { resumeMessages, STATES, type ProfessionalExperience } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { FormGrid, FullRow } from '../../../components/form/form-grid';
import { FormSelect } from '../../../components/form/form-select';
import { FormDateField, FormTextField } from '../../../components/form/form-text-field';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateExperience } from '../api/create-experience';
import { useUpdateExperience } from '../api/update-experience';
import {
  EXPERIENCE_FIELDS,
  experienceFormSchema,
  initialExperienceValues,
  type ExperienceFormValues,
} from './experience-schemas';
import { VisibilityField } from './visibility-field';

type Output = ReturnType<typeof experienceFormSchema.parse>;

interface ExperienceFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: number;
  /** The experience to edit; null to add one. */
  experience: ProfessionalExperience | null;
}

/** Add or edit a professional experience: every field required (docs/spec/05-validation.md#resume-items). Remount per opening. */
export const ExperienceFormDialog = ({ open, onClose, studentId, experience }: ExperienceFormDialogProps) => {
  const create = useCreateExperience();
  const update = useUpdateExperience();
  const { form, dialogProps } = useFormDialog<ExperienceFormValues, Output>({
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
  return (
    <FormDialog
      {...dialogProps}
      title={experience ? 'Editar experiência profissional' : 'Adicionar experiência profissional'}
      subtitle={experience ? `${experience.role} · ${experience.company_name}` : undefined}
      maxWidth="md"
      submitLabel="Salvar"
    >
      <FormGrid>
        <FormTextField form={form} name="company_name" label="Empresa" required autoFocus />
        <FormTextField form={form} name="role" label="Cargo" required />
        <FullRow>
          <FormTextField form={form} name="department" label="Departamento" required />
        </FullRow>
        <FormTextField form={form} name="city" label="Cidade" required />
        <FormSelect control={form.control} name="state" label="Estado" required options={STATES} />
        <FormDateField form={form} name="started" label="Data de início" required />
        <FormDateField form={form} name="finished" label="Data de término" required />
        <FullRow>
          <FormTextField
            form={form}
            name="description"
            label="Descrição"
            required
            multiline
            minRows={4}
            maxRows={12}
            placeholder="Atividades, resultados e ferramentas usadas"
          />
        </FullRow>
        <VisibilityField control={form.control} />
      </FormGrid>
    </FormDialog>
  );
};
