import Typography from '@mui/material/Typography';
import { companyMessages, type Company } from '@portal/contracts';
import { DeleteDialog, type DeleteBlock, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteCompany } from '../api/delete-company';

interface CompanyDeleteDialogProps extends DeleteShellProps {
  company: Company | null;
  /** Opens `/vagas?companies_id=` (offered when the company has jobs). */
  onShowJobs: () => void;
}

/** A company with jobs cannot be deleted: the dialog says how many and offers them. */
const jobsInTheWay = (company: Company | null, onShowJobs: () => void): DeleteBlock | null => {
  if (!company || company.jobs_count === 0) return null;
  const jobs = company.jobs_count === 1 ? '1 vaga cadastrada' : `${company.jobs_count} vagas cadastradas`;
  return {
    reason: companyMessages.hasJobs,
    detail: `${company.name} tem ${jobs}. Exclua as vagas antes de excluir a empresa.`,
    showLabel: 'Ver vagas',
    onShow: onShowJobs,
  };
};

/**
 * docs/spec/04-states.md#company-delete: a company with jobs cannot be deleted (the dialog offers its vacancies);
 * otherwise Confirmar unlocks once 'excluir' is typed.
 */
export const CompanyDeleteDialog = ({ company, onShowJobs, ...shell }: CompanyDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title="Excluir empresa"
    typeToConfirm
    mutation={useDeleteCompany()}
    target={company?.id}
    success={companyMessages.deleted}
    failure={companyMessages.deleteFailed}
    blocked={jobsInTheWay(company, onShowJobs)}
  >
    <Typography>
      Deseja excluir a empresa <strong>{company?.name}</strong>?
    </Typography>
  </DeleteDialog>
);
