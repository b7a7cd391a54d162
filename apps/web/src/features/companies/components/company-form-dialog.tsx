import { companyMessages, type Company } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { formResolver } from '../../../lib/form-resolver';
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
  const { form, dialogProps } = useFormDialog<CompanyFormValues, CompanyFormOutput>({
    open,
    onClose,
    resolver: formResolver<CompanyFormValues, CompanyFormOutput>(
      company ? editCompanyFormSchema : createCompanyFormSchema,
    ),
    defaultValues: defaults,
    fields: COMPANY_FORM_FIELDS,
    save: (values) => {
      if (!company)
        return {
          run: () => create.mutateAsync(createCompanyBody(values)),
          success: companyMessages.created,
          failure: companyMessages.createFailed,
        };
      const body = updateCompanyBody(company, values);
      if (!body) return null;
      return {
        run: () => update.mutateAsync({ id: company.id, body }),
        success: companyMessages.updated,
        failure: companyMessages.updateFailed,
      };
    },
  });

  return (
    <FormDialog
      {...dialogProps}
      title={company ? 'Editar empresa' : 'Adicionar empresa'}
      subtitle={company ? company.name : 'Os dados aparecem para os estudantes nas vagas da empresa.'}
      maxWidth="md"
      submitLabel={company ? 'Salvar alterações' : 'Cadastrar'}
    >
      <CompanyFormFields form={form} company={company} chooseRepresentative={isAdmin} />
    </FormDialog>
  );
};
