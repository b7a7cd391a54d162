import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { messages, type Job } from '@portal/contracts';
import { InactiveAlert, useInactiveRepresentative } from '../../../components/inactive-alert';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useNumberParam } from '../../../lib/use-number-param';
import { usePaging } from '../../../lib/use-paging';
import { companyOptionsQueryOptions } from '../api/company-options-query';
import { jobsQueryOptions } from '../api/jobs-query';
import { CompanyFilter } from '../components/company-filter';
import { JobDeleteDialog } from '../components/job-delete-dialog';
import { JobDetailsDialog } from '../components/job-details-dialog';
import { JobFormDialog } from '../components/job-form-dialog';
import { JobsTable, type JobAction } from '../components/jobs-table';
import { pagedListProps } from '../../../components/data-table/paged-list-props';

type OpenDialog = 'form' | 'details' | 'delete' | null;

/** Vagas cadastradas (`/vagas`; the representative's `/`): list, company filter, add, edit, details, delete. */
export const JobsPage = () => {
  const isAdmin = useSession()?.role === 'admin';
  const inactive = useInactiveRepresentative();
  const [companyId, setCompanyId] = useNumberParam('companies_id');
  const paging = usePaging(String(companyId ?? ''));
  const query = useQuery(jobsQueryOptions({ page: paging.page, companyId }));
  const companies = useQuery(companyOptionsQueryOptions);
  // A new job goes to the filtered company, or to the only company a representative has.
  const onlyCompany = companies.data?.length === 1 ? companies.data[0]?.id : undefined;

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [target, setTarget] = useState<Job | null>(null);
  const [formKey, setFormKey] = useState(0);
  const open = (kind: Exclude<OpenDialog, null>, job: Job | null) => {
    setTarget(job);
    if (kind === 'form') setFormKey((k) => k + 1);
    setDialog(kind);
  };
  const close = () => setDialog(null);

  const onAction = (action: JobAction, job: Job) => {
    if (action === 'details') open('details', job);
    else if (inactive) toast.warning(messages.session.inactiveJobs);
    else open(action === 'edit' ? 'form' : 'delete', job);
  };

  return (
    <>
      <ListPageHeader
        title="Vagas cadastradas"
        description={
          isAdmin
            ? 'Todas as vagas publicadas pelas empresas parceiras.'
            : 'As vagas das suas empresas e as candidaturas recebidas.'
        }
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => open('form', null)} disabled={inactive}>
            ADICIONAR VAGA
          </Button>
        }
      />
      <InactiveAlert message={messages.session.inactiveJobs} />
      <ListFilters>
        <CompanyFilter value={companyId} onChange={setCompanyId} />
      </ListFilters>
      <JobsTable
        {...pagedListProps(query, paging)}
        onAction={onAction}
        readOnly={inactive}
        filtered={companyId !== undefined}
      />
      <JobFormDialog
        key={formKey}
        open={dialog === 'form'}
        onClose={close}
        job={target}
        defaultCompanyId={companyId ?? onlyCompany}
      />
      <JobDetailsDialog open={dialog === 'details'} onClose={close} job={target} />
      <JobDeleteDialog
        open={dialog === 'delete'}
        onClose={close}
        job={target}
        onDeleted={() => paging.afterRemoving(query.data?.data.length ?? 0)}
      />
    </>
  );
};
