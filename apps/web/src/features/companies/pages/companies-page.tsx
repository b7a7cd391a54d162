import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { companyMessages, messages, type Company } from '@portal/contracts';
import { InactiveAlert, useInactiveRepresentative } from '../../../components/inactive-alert';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useNumberParam } from '../../../lib/use-number-param';
import { usePaging } from '../../../lib/use-paging';
import { companiesQueryOptions } from '../api/companies-query';
import { CompaniesTable, type CompanyAction } from '../components/companies-table';
import { CompanyDeleteDialog } from '../components/company-delete-dialog';
import { CompanyDetailsDialog } from '../components/company-details-dialog';
import { CompanyFormDialog } from '../components/company-form-dialog';
import { RepresentativeAutocomplete } from '../components/representative-autocomplete';
import { pagedListProps } from '../../../components/data-table/paged-list-props';

type OpenDialog = 'form' | 'details' | 'delete' | null;

/** Empresas (admin and representatives): list, representative filter (admin), add, edit, details, delete. */
export const CompaniesPage = () => {
  const navigate = useNavigate();
  const isAdmin = useSession()?.role === 'admin';
  const inactive = useInactiveRepresentative();
  const [userParam, setUserId] = useNumberParam('user_id');
  const userId = isAdmin ? userParam : undefined;
  const paging = usePaging(String(userId ?? ''));
  const query = useQuery(companiesQueryOptions({ page: paging.page, userId }));

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [target, setTarget] = useState<Company | null>(null);
  const [formKey, setFormKey] = useState(0);
  const open = (kind: Exclude<OpenDialog, null>, company: Company | null) => {
    setTarget(company);
    if (kind === 'form') setFormKey((k) => k + 1);
    setDialog(kind);
  };
  const close = () => setDialog(null);

  const showJobs = (company: Company) => {
    if (company.jobs_count === 0) toast.warning(companyMessages.noJobs);
    else void navigate(`/vagas?companies_id=${company.id}`);
  };

  const onAction = (action: CompanyAction, company: Company) => {
    if (action === 'jobs') showJobs(company);
    else if (action === 'details') open('details', company);
    else if (inactive) toast.warning(messages.session.inactiveCompanies);
    else open(action === 'edit' ? 'form' : 'delete', company);
  };

  return (
    <>
      <ListPageHeader
        title="Empresas"
        description={
          isAdmin ? 'Empresas parceiras e seus representantes.' : 'As empresas que você representa no portal.'
        }
        action={
          <Button
            variant="contained"
            startIcon={<AddBusinessOutlined />}
            onClick={() => open('form', null)}
            disabled={inactive}
          >
            Adicionar empresa
          </Button>
        }
      />
      <InactiveAlert message={messages.session.inactiveCompanies} />
      {isAdmin ? (
        <ListFilters>
          <RepresentativeAutocomplete
            label="Filtrar por representante"
            value={userId ? String(userId) : ''}
            onChange={(v) => setUserId(v ? Number(v) : undefined)}
            emptyOption="Todas as empresas"
          />
        </ListFilters>
      ) : null}
      <CompaniesTable
        {...pagedListProps(query, paging)}
        onAction={onAction}
        showRepresentative={isAdmin && !userId}
        readOnly={inactive}
        filtered={Boolean(userId)}
      />
      <CompanyFormDialog
        key={formKey}
        open={dialog === 'form'}
        onClose={close}
        company={target}
        isAdmin={isAdmin}
        defaultUserId={userId}
      />
      <CompanyDetailsDialog open={dialog === 'details'} onClose={close} company={target} onShowJobs={showJobs} />
      <CompanyDeleteDialog
        open={dialog === 'delete'}
        onClose={close}
        company={target}
        onDeleted={() => paging.afterRemoving(query.data?.data.length ?? 0)}
        onShowJobs={() => target && showJobs(target)}
      />
    </>
  );
};
