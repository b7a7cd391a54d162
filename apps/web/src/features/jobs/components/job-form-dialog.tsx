import { jobMessages, type CreateJobInput, type Job, type UpdateJobInput } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { changedFields } from '../../../lib/changed-fields';
import { formResolver } from '../../../lib/form-resolver';
import { useLateDefault } from '../../../components/form/use-late-default';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { JobFormFields } from './job-form-fields';
import {
  createJobFormSchema,
  editJobFormSchema,
  initialJobValues,
  JOB_FORM_FIELDS,
  type CreateJobFormOutput,
  type EditJobFormOutput,
  type JobFormOutput,
  type JobFormValues,
} from './job-schemas';

interface JobFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The job to edit; null to add one. */
  job: Job | null;
  /** Company preselected when adding (the list's filter). */
  defaultCompanyId?: number;
}

/** 'ADICIONAR VAGA' and edit (docs/spec/05-validation.md#jobs). Remount it for each opening. */
export const JobFormDialog = ({ open, onClose, job, defaultCompanyId }: JobFormDialogProps) => {
  const create = useCreateJob();
  const update = useUpdateJob();
  const { form, dialogProps } = useFormDialog<JobFormValues, JobFormOutput>({
    open,
    onClose,
    resolver: formResolver<JobFormValues, JobFormOutput>(job ? editJobFormSchema : createJobFormSchema),
    defaultValues: initialJobValues(job, defaultCompanyId),
    fields: JOB_FORM_FIELDS,
    save: (values) => {
      if (!job) {
        const created: CreateJobInput = values as CreateJobFormOutput;
        return {
          run: () => create.mutateAsync(created),
          success: jobMessages.created,
          failure: jobMessages.createFailed,
        };
      }
      // The edit schema validated these values (the dialog was opened for `job`).
      const body: UpdateJobInput = changedFields(values as EditJobFormOutput, job);
      if (Object.keys(body).length === 0) return null;
      return {
        run: () => update.mutateAsync({ id: job.id, body }),
        success: jobMessages.updated,
        failure: jobMessages.updateFailed,
      };
    },
  });

  // The representative's only company can arrive after the dialog opened (its list still loading).
  useLateDefault(form, 'companies_id', job || defaultCompanyId === undefined ? undefined : String(defaultCompanyId));

  return (
    <FormDialog
      {...dialogProps}
      title={job ? 'Editar vaga' : 'Adicionar vaga'}
      subtitle={job ? `${job.title} · ${job.company.name}` : 'Campos com * são obrigatórios.'}
      maxWidth="md"
      submitLabel={job ? 'Salvar alterações' : 'Cadastrar vaga'}
    >
      <JobFormFields
        form={form}
        editing={Boolean(job)}
        currentCompany={job ? { id: job.companies_id, name: job.company.name } : undefined}
      />
    </FormDialog>
  );
};
