import Typography from '@mui/material/Typography';
import { companyMessages, type Company } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { ConfirmTypingDialog } from '../../../components/dialog/confirm-typing-dialog';

interface CompanyDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  company: Company | null;
  onConfirm: () => void;
  loading: boolean;
  /** Opens `/vagas?companies_id=` (offered when the company has jobs). */
  onShowJobs: () => void;
}

/**
 * docs/spec/04-states.md#company-delete: a company with jobs cannot be deleted (the dialog offers its vacancies);
 * otherwise Confirmar unlocks once 'excluir' is typed.
 */
export const CompanyDeleteDialog = ({
  open,
  onClose,
  company,
  onConfirm,
  loading,
  onShowJobs,
}: CompanyDeleteDialogProps) => {
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
    <ConfirmTypingDialog open={open} onClose={onClose} onConfirm={onConfirm} title="Excluir empresa" loading={loading}>
      <Typography>
        Deseja excluir a empresa <strong>{company?.name}</strong>?
      </Typography>
    </ConfirmTypingDialog>
  );
};
