import Box from '@mui/material/Box';
import type { Application } from '@portal/contracts';
import { useRowDialog } from '../../../components/dialog/use-row-dialog';
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
  const dialog = useRowDialog<ApplicationAction, Application>('video');

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
        onAction={dialog.show}
        searching={list.name !== ''}
        {...list.table}
      />
      <VideoDialog
        open={dialog.isOpen('video')}
        onClose={dialog.close}
        name={dialog.target ? candidateName(dialog.target) : undefined}
        ra={dialog.target?.ra}
      />
      <ApplicationDeleteDialog
        key={dialog.key}
        open={dialog.isOpen('delete')}
        onClose={dialog.close}
        application={dialog.targetOf('delete')}
        onDeleted={() => list.afterRemoving(list.table.rows?.length ?? 0)}
      />
    </>
  );
};
