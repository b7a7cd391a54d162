import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { searchSynonymMessages as m, type SearchSynonym } from '@portal/contracts';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { PagedTable } from '../../../components/data-table/paged-table';
import { RowAction } from '../../../components/data-table/row-action';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { searchSynonymsQueryOptions, useCreateSearchSynonym, useDeleteSearchSynonym } from '../api/search-synonyms';

const termsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** 'Sinônimos da busca' (admin, `/cadastros/sinonimos`): groups of terms the job search treats as one. */
export const SearchSynonymsPage = () => {
  const query = useQuery(searchSynonymsQueryOptions());
  const create = useCreateSearchSynonym();
  const remove = useDeleteSearchSynonym();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<SearchSynonym | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const terms = termsOf(text);
    if (new Set(terms.map((t) => t.toLocaleLowerCase('pt-BR'))).size < 2) return setError(m.tooFew);
    try {
      await create.mutateAsync({ terms });
      setText('');
      setError('');
      toast.success(m.created);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <ListPageHeader title={m.title} description={m.intro} />
      <ListFilters>
        <Box
          component="form"
          onSubmit={onSubmit}
          noValidate
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: 1 }}
        >
          <TextField
            label={m.termsLabel}
            placeholder="dev, desenvolvedor"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={Boolean(error)}
            helperText={error || ' '}
            sx={{ flex: '1 1 17.5rem' }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddRounded />}
            disabled={create.isPending}
            sx={{ alignSelf: 'flex-start', mt: 1 }}
          >
            Adicionar
          </Button>
        </Box>
      </ListFilters>
      <PagedTable
        label={m.title}
        columns={[
          {
            id: 'terms',
            header: 'Termos',
            cell: (s: SearchSynonym) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {s.terms.map((t) => (
                  <Chip key={t} size="small" label={t} />
                ))}
              </Box>
            ),
          },
        ]}
        rows={query.data?.data}
        rowKey={(s) => s.id}
        loading={query.isPending}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={m.empty}
        emptyHint="Informe os termos acima, separados por vírgula."
        page={1}
        lastPage={1}
        onPageChange={() => undefined}
        actions={(s) => (
          <RowAction
            label={`Excluir ${s.terms.join(', ')}`}
            icon={<DeleteOutline fontSize="small" />}
            onClick={() => setDeleting(s)}
            color="error"
          />
        )}
      />
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Excluir sinônimos"
        mutation={remove}
        target={deleting?.id}
        success={m.removed}
        failure="Falha ao excluir os sinônimos, tente novamente!"
      >
        <Typography>
          {m.confirmRemove} <strong>{deleting?.terms.join(', ')}</strong>
        </Typography>
      </DeleteDialog>
    </>
  );
};
