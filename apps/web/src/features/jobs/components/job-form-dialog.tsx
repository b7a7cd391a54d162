import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import { jobMessages, userMessages, type CreateJobInput, type Job, type UpdateJobInput } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { changedFields } from '../../../lib/changed-fields';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
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
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: formResolver<JobFormValues, JobFormOutput>(job ? editJobFormSchema : createJobFormSchema),
    defaultValues: initialJobValues(job, defaultCompanyId),
  });
  const busy = form.formState.isSubmitting;
  const fields = { setError: form.setError, fields: JOB_FORM_FIELDS };

  const submit = form.handleSubmit(async (values) => {
    if (!job) {
      try {
        const body: CreateJobInput = values as CreateJobFormOutput;
        await create.mutateAsync(body);
        toast.success(jobMessages.created);
        onClose();
      } catch (error) {
        showSubmitError(error, { ...fields, failure: jobMessages.createFailed });
      }
      return;
    }
    // The edit schema validated these values (the dialog was opened for `job`).
    const body: UpdateJobInput = changedFields(values as EditJobFormOutput, job);
    if (Object.keys(body).length === 0) {
      toast.warning(userMessages.noChange);
      return;
    }
    try {
      await update.mutateAsync({ id: job.id, body });
      toast.success(jobMessages.updated);
      onClose();
    } catch (error) {
      showSubmitError(error, { ...fields, failure: jobMessages.updateFailed });
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={job ? 'Editar vaga' : 'Adicionar vaga'}
      subtitle={job ? `${job.title} · ${job.company.name}` : 'Campos com * são obrigatórios.'}
      maxWidth="md"
      onSubmit={(event) => void submit(event)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {job ? 'Salvar alterações' : 'Cadastrar vaga'}
          </Button>
        </>
      }
    >
      <JobFormFields
        form={form}
        editing={Boolean(job)}
        currentCompany={job ? { id: job.companies_id, name: job.company.name } : undefined}
      />
    </AppDialog>
  );
};
