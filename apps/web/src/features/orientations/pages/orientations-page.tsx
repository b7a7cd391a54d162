import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import type { Orientation } from '@portal/contracts';
import { useRowDialog } from '../../../components/dialog/use-row-dialog';
import { SearchField } from '../../../components/form/search-field';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { usePaging } from '../../../lib/use-paging';
import { orientationsQueryOptions } from '../api/orientations-query';
import { OrientationDeleteDialog } from '../components/orientation-delete-dialog';
import { OrientationFormDialog } from '../components/orientation-form-dialog';
import { OrientationsTable, type OrientationAction } from '../components/orientations-table';
import { useTitleSearch } from '../components/use-title-search';
import { pagedListProps } from '../../../components/data-table/paged-list-props';

type DialogKind = 'form' | Exclude<OrientationAction, 'edit'>;

/**
 * `/orientacoes` for admin, 'Cursos e seleções': the guidance cards with banner, title,
 * description and the hide checkbox. The title search runs 3000 ms after typing stops (docs/spec/09-constants.md#timing), or at once with Enter.
 */
export const OrientationsPage = () => {
  const { text, setText, title, waiting, searchNow } = useTitleSearch();
  const { page, setPage, afterRemoving } = usePaging(title);
  const query = useQuery(orientationsQueryOptions({ page, title }));

  const dialog = useRowDialog<DialogKind, Orientation>('form');

  return (
    <>
      <ListPageHeader
        title="Cursos e seleções"
        description="Cards de cursos, oficinas e processos seletivos exibidos aos estudantes."
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => dialog.show('form', null)}>
            Adicionar orientação
          </Button>
        }
      />
      <ListFilters>
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            searchNow();
          }}
          sx={{ maxWidth: { sm: 480 } }}
        >
          <SearchField
            label="Buscar por título"
            value={text}
            onChange={setText}
            searching={waiting || (query.isFetching && query.isPlaceholderData)}
          />
        </Box>
      </ListFilters>
      <OrientationsTable
        {...pagedListProps(query, { page, setPage })}
        onAction={(kind, orientation) => dialog.show(kind === 'edit' ? 'form' : kind, orientation)}
        searching={title !== ''}
      />
      <OrientationFormDialog
        key={dialog.key}
        open={dialog.isOpen('form')}
        onClose={dialog.close}
        orientation={dialog.targetOf('form')}
      />
      <OrientationDeleteDialog
        key={`d${dialog.key}`}
        open={dialog.isOpen('delete')}
        onClose={dialog.close}
        orientation={dialog.targetOf('delete')}
        onDeleted={() => afterRemoving(query.data?.data.length ?? 0)}
      />
    </>
  );
};
