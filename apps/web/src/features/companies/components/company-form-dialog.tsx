import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import { companyMessages, userMessages, type Company } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyFormFields } from './company-form-fields';
import { createCompanyBody, updateCompanyBody } from './company-payload';
import {
  COMPANY_FORM_FIELDS,
  createCompanyFormSchema,
  editCompanyFormSchema,
  initialCompanyValues,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-schemas';

interface CompanyFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The company to edit; null to add one. */
  company: Company | null;
  /** Admins choose (and may change) the representative. */
  isAdmin: boolean;
  /** Representative preselected when an admin adds a company from a filtered list. */
  defaultUserId?: number;
}

/** Add/edit company (docs/spec/05-validation.md#companies). Remount it for each opening. */
export const CompanyFormDialog = ({ open, onClose, company, isAdmin, defaultUserId }: CompanyFormDialogProps) => {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const defaults = initialCompanyValues(company, !isAdmin);
  if (isAdmin && !company && defaultUserId) defaults.user_id = String(defaultUserId);
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: formResolver<CompanyFormValues, CompanyFormOutput>(
      company ? editCompanyFormSchema : createCompanyFormSchema,
    ),
    defaultValues: defaults,
  });
  const busy = form.formState.isSubmitting;
  const fields = { setError: form.setError, fields: COMPANY_FORM_FIELDS };

  const submit = form.handleSubmit(async (values) => {
    if (!company) {
      try {
        await create.mutateAsync(createCompanyBody(values));
        toast.success(companyMessages.created);
        onClose();
      } catch (error) {
        showSubmitError(error, { ...fields, failure: companyMessages.createFailed });
      }
      return;
    }
    const body = updateCompanyBody(company, values);
    if (!body) {
      toast.warning(userMessages.noChange);
      return;
    }
    try {
      await update.mutateAsync({ id: company.id, body });
      toast.success(companyMessages.updated);
      onClose();
    } catch (error) {
      showSubmitError(error, { ...fields, failure: companyMessages.updateFailed });
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={company ? 'Editar empresa' : 'Adicionar empresa'}
      subtitle={company ? company.name : 'Os dados aparecem para os estudantes nas vagas da empresa.'}
      maxWidth="md"
      onSubmit={(event) => void submit(event)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {company ? 'Salvar alterações' : 'Cadastrar'}
          </Button>
        </>
      }
    >
      <CompanyFormFields form={form} company={company} chooseRepresentative={isAdmin} />
    </AppDialog>
  );
};
