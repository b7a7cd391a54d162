import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import type { ReferenceItem, ReferenceKind } from '@portal/contracts';
import { useRowDialog } from '../../../components/dialog/use-row-dialog';
import { SearchField } from '../../../components/form/search-field';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { pagedListProps } from '../../../components/data-table/paged-list-props';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { referenceListQueryOptions } from '../api/reference-list-query';
import { ReferenceDeleteDialog } from '../components/reference-delete-dialog';
import { ReferenceFormDialog } from '../components/reference-form-dialog';
import { KIND_TEXT } from '../components/reference-kinds';
import { ReferenceTable } from '../components/reference-table';

const SEARCH_DELAY_MS = 400;

/** 'Cadastros' (admin): `/cadastros/cursos`, `/cadastros/areas-de-conhecimento`, `/cadastros/tipos-de-evento`. */
export const ReferenceDataPage = ({ kind }: { kind: ReferenceKind }) => {
  const text = KIND_TEXT[kind];
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { page, setPage, afterRemoving } = usePaging(`${kind}|${term}`);
  const query = useQuery(referenceListQueryOptions(kind, page, term));
  const dialog = useRowDialog<'form' | 'delete', ReferenceItem>('form');

  return (
    <>
      <ListPageHeader
        title={text.title}
        description={text.description}
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => dialog.show('form', null)}>
            {text.add}
          </Button>
        }
      />
      <ListFilters>
        <SearchField
          label="Buscar por nome"
          value={search}
          onChange={setSearch}
          searching={search.trim() !== term || (query.isFetching && query.isPlaceholderData)}
        />
      </ListFilters>
      <ReferenceTable
        text={text}
        searching={term !== ''}
        {...pagedListProps(query, { page, setPage })}
        onAction={(action, item) => dialog.show(action === 'edit' ? 'form' : 'delete', item)}
      />
      <ReferenceFormDialog
        key={`f${dialog.key}`}
        kind={kind}
        open={dialog.isOpen('form')}
        onClose={dialog.close}
        item={dialog.targetOf('form')}
      />
      <ReferenceDeleteDialog
        key={`d${dialog.key}`}
        kind={kind}
        open={dialog.isOpen('delete')}
        onClose={dialog.close}
        item={dialog.targetOf('delete')}
        onDeleted={() => afterRemoving(query.data?.data.length ?? 0)}
      />
    </>
  );
};
