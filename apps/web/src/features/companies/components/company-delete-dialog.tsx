import Typography from '@mui/material/Typography';
import { companyMessages, type Company } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { useDeleteCompany } from '../api/delete-company';

interface CompanyDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  company: Company | null;
  /** Called after a successful deletion (e.g. to step back from an emptied page). */
  onDeleted: () => void;
  /** Opens `/vagas?companies_id=` (offered when the company has jobs). */
  onShowJobs: () => void;
}

/**
 * docs/spec/04-states.md#company-delete: a company with jobs cannot be deleted (the dialog offers its vacancies);
 * otherwise Confirmar unlocks once 'excluir' is typed.
 */
export const CompanyDeleteDialog = ({ open, onClose, company, onDeleted, onShowJobs }: CompanyDeleteDialogProps) => {
  const remove = useDeleteCompany();
  if (company && company.jobs_count > 0) {
    return (
      <ConfirmDialog
        open={open}
        onClose={onClose}
        onConfirm={onShowJobs}
        title="Não é possível excluir"
        confirmLabel="Ver vagas"
        cancelLabel="Fechar"
      >
        <Typography sx={{ mb: 1 }}>{companyMessages.hasJobs}</Typography>
        <Typography variant="body2" color="text.secondary">
          {company.name} tem{' '}
          {company.jobs_count === 1 ? '1 vaga cadastrada' : `${company.jobs_count} vagas cadastradas`}. Exclua as vagas
          antes de excluir a empresa.
        </Typography>
      </ConfirmDialog>
    );
  }
  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      title="Excluir empresa"
      typeToConfirm
      mutation={remove}
      target={company?.id}
      success={companyMessages.deleted}
      failure={companyMessages.deleteFailed}
      onDeleted={onDeleted}
    >
      <Typography>
        Deseja excluir a empresa <strong>{company?.name}</strong>?
      </Typography>
    </DeleteDialog>
  );
};
