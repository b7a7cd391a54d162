import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import type { ContractType } from '@portal/contracts';
import { useRowDialog } from '../../../components/dialog/use-row-dialog';
import { ListPageHeader } from '../../../components/list-page-header';
import { usePaging } from '../../../lib/use-paging';
import { contractTypesQueryOptions } from '../api/contract-types-query';
import { ContractTypeDeleteDialog } from '../components/contract-type-delete-dialog';
import { ContractTypeDetailsDialog } from '../components/contract-type-details-dialog';
import { ContractTypeFormDialog } from '../components/contract-type-form-dialog';
import { ContractTypesTable, type ContractTypeAction } from '../components/contract-types-table';
import { pagedListProps } from '../../../components/data-table/paged-list-props';

type DialogKind = 'form' | Exclude<ContractTypeAction, 'edit'>;

/** `/tipos-contrato` (admin only): the paged list of contract types with its dialogs. */
export const ContractTypesPage = () => {
  const { page, setPage, afterRemoving } = usePaging('');
  const query = useQuery(contractTypesQueryOptions(page));
  const dialog = useRowDialog<DialogKind, ContractType>('form');
  const props = (kind: DialogKind) => ({
    open: dialog.isOpen(kind),
    onClose: dialog.close,
    contractType: dialog.targetOf(kind),
  });

  return (
    <>
      <ListPageHeader
        title="Tipos de contrato"
        description="Modalidades de contratação oferecidas no cadastro de vagas."
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => dialog.show('form', null)}>
            Adicionar tipo de contrato
          </Button>
        }
      />
      <ContractTypesTable
        {...pagedListProps(query, { page, setPage })}
        onAction={(kind, contractType) => dialog.show(kind === 'edit' ? 'form' : kind, contractType)}
      />
      <ContractTypeFormDialog key={dialog.key} {...props('form')} />
      <ContractTypeDetailsDialog key={dialog.key} {...props('details')} />
      <ContractTypeDeleteDialog
        key={dialog.key}
        {...props('delete')}
        onDeleted={() => afterRemoving(query.data?.data.length ?? 0)}
      />
    </>
  );
};
