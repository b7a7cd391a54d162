import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@portal/contracts';
import { DetailItem, DetailsDialog, DetailsSection } from '../../../components/dialog/details-dialog';
import { formatDateTime } from '../../../lib/format';
import { contractTypeQueryOptions } from '../api/contract-type-query';
import { jobsCountLabel } from './jobs-count-chip';

interface ContractTypeDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  contractType: ContractType | null;
}

/** A contract type read fresh from `GET /api/contract-types/:id`. */
export const ContractTypeDetailsDialog = ({ open, onClose, contractType }: ContractTypeDetailsDialogProps) => {
  const query = useQuery({
    ...contractTypeQueryOptions(contractType?.id ?? 0),
    enabled: open && Boolean(contractType),
    placeholderData: contractType ?? undefined,
  });
  const data = query.data ?? contractType;
  return (
    <DetailsDialog
      open={open}
      onClose={onClose}
      title="Detalhes do tipo de contrato"
      subtitle={data?.name}
      loading={!data}
    >
      {data ? (
        <DetailsSection title="Tipo de contrato">
          <DetailItem label="Código">{data.id}</DetailItem>
          <DetailItem label="Nome">{data.name}</DetailItem>
          <DetailItem label="Vagas vinculadas">{jobsCountLabel(data.jobs_count)}</DetailItem>
          <DetailItem label="Cadastrado em">{formatDateTime(data.created_at)}</DetailItem>
          <DetailItem label="Atualizado em">{formatDateTime(data.updated_at)}</DetailItem>
        </DetailsSection>
      ) : null}
    </DetailsDialog>
  );
};
