import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Application } from '@portal/contracts';
import { SearchField } from '../../../components/form/search-field';
import { ListFilters } from '../../../components/list-page-header';
import { ApplicationDeleteDialog } from './application-delete-dialog';
import { candidateName } from './application-cells';
import { ApplicationsTable, type ApplicationAction } from './applications-table';
import { useApplicationsList } from './use-applications-list';
import { VideoDialog } from './video-dialog';

/** The search box, the applications table and its dialogs (video, removal). */
export const ApplicationsList = ({ jobId }: { jobId?: number }) => {
  const list = useApplicationsList(jobId);
  const [dialog, setDialog] = useState<{
    kind: ApplicationAction;
    target: Application | null;
    open: boolean;
    key: number;
  }>({
    kind: 'video',
    target: null,
    open: false,
    key: 0,
  });
  const close = () => setDialog((d) => ({ ...d, open: false }));

  return (
    <>
      <ListFilters>
        <Box sx={{ maxWidth: { sm: 480 } }}>
          <SearchField
            label="Buscar candidato por nome"
            value={list.text}
            onChange={list.setText}
            searching={list.waiting || list.table.fetching}
          />
        </Box>
      </ListFilters>
      <ApplicationsTable
        showJob={jobId === undefined}
        onAction={(kind, target) => setDialog((d) => ({ kind, target, open: true, key: d.key + 1 }))}
        searching={list.name !== ''}
        {...list.table}
      />
      <VideoDialog
        open={dialog.open && dialog.kind === 'video'}
        onClose={close}
        name={dialog.target ? candidateName(dialog.target) : undefined}
        ra={dialog.target?.ra}
      />
      <ApplicationDeleteDialog
        key={dialog.key}
        open={dialog.open && dialog.kind === 'delete'}
        onClose={close}
        application={dialog.kind === 'delete' ? dialog.target : null}
        onDeleted={() => list.afterRemoving(list.table.rows?.length ?? 0)}
      />
    </>
  );
};
