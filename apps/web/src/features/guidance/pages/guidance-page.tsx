import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@portal/contracts';
import { pageItemLabel } from '../../../components/data-table/page-item-label';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { StudentTermsGate } from '../../../components/student-terms/student-terms-gate';
import { errorMessage } from '../../../lib/api-error';
import { usePaging } from '../../../lib/use-paging';
import { guidanceCardsQueryOptions } from '../api/guidance-cards-query';
import { GuidanceCard } from '../components/guidance-card';
import { RetryAlert } from '../../../components/retry-alert';

// 'start': a card that opens its long text grows alone instead of stretching its row.
const GRID = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Student `/orientacoes`: the guidance cards (courses and selection processes) not hidden by staff. */
export const GuidancePage = () => {
  const { page, setPage } = usePaging('');
  const query = useQuery(guidanceCardsQueryOptions(page));
  const cards = query.data?.data ?? [];
  const lastPage = query.data?.meta.last_page ?? 1;

  return (
    <>
      <StudentTermsGate />
      <PageHeading>Cursos e seleções</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        Cursos, oficinas e processos seletivos indicados pelo escritório de carreiras.
      </Typography>
      {query.isPending ? (
        <Box sx={GRID} role="status" aria-label="Carregando cursos e seleções">
          {Array.from({ length: 6 }, (_, i) => (
            <Paper key={i} variant="outlined" sx={{ overflow: 'hidden' }}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
              <Box sx={{ p: 2 }}>
                <Skeleton width="70%" height={28} />
                <Skeleton />
                <Skeleton />
                <Skeleton width="60%" />
              </Box>
            </Paper>
          ))}
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : cards.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            message={messages.placeholders.noContent}
            hint="Novos cursos e processos seletivos aparecerão aqui."
          />
        </Paper>
      ) : (
        <Box component="section" aria-label="Cursos e seleções" aria-busy={query.isFetching} sx={GRID}>
          {cards.map((card) => (
            <GuidanceCard key={card.id} card={card} />
          ))}
        </Box>
      )}
      {lastPage > 1 ? (
        <Pagination
          count={lastPage}
          shape="rounded"
          getItemAriaLabel={pageItemLabel}
          page={page}
          onChange={(_, next) => setPage(next)}
          color="primary"
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          aria-label="Paginação"
        />
      ) : null}
    </>
  );
};
