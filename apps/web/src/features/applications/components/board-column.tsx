import { useDroppable } from '@dnd-kit/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { STAGE_LABELS, type Application, type MovableStage, type Stage } from '@portal/contracts';
import { stageColumnQueryOptions, type ColumnPage } from '../api/stage-column-query';
import { BoardCard } from './board-card';

/** A card to focus once it shows in `stage`. */
export interface FocusCard {
  id: number;
  stage: Stage;
}

interface BoardColumnProps {
  jobId: number;
  /** The job is an internship: hired cards offer 'Iniciar termo de compromisso'. */
  internship?: boolean;
  stage: Stage;
  selected: ReadonlySet<number>;
  onSelect: (a: Application, checked: boolean) => void;
  onMove: (a: Application, stage: MovableStage) => void;
  onVideo: (a: Application) => void;
  focusCard: FocusCard | null;
  onFocused: () => void;
  /** The column's first page from the board's one request, shown at once. */
  first?: { page: ColumnPage; at: number };
}

const columnSx = {
  p: 1,
  minWidth: 240,
  width: { xs: '85vw', sm: 260 },
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
} as const;

const ColumnTitle = ({ stage, total }: { stage: Stage; total?: number }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
    <Typography id={`coluna-${stage}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {STAGE_LABELS[stage]}
    </Typography>
    {total === undefined ? null : <Chip size="small" label={total} aria-label={`${total} candidaturas`} />}
  </Box>
);

/** A column while the board's request is on its way. */
export const BoardColumnSkeleton = ({ stage }: { stage: Stage }) => (
  <Paper
    component="section"
    aria-labelledby={`coluna-${stage}`}
    data-testid={`column-${stage}`}
    variant="outlined"
    sx={{ ...columnSx, bgcolor: 'background.default' }}
  >
    <ColumnTitle stage={stage} />
    <Skeleton variant="rounded" height={96} aria-label="Carregando" />
  </Paper>
);

/** One stage: a drop target with its cards, 20 at a time ('Carregar mais'). */
export const BoardColumn = ({
  jobId,
  internship = false,
  stage,
  selected,
  onSelect,
  onMove,
  onVideo,
  focusCard,
  onFocused,
  first,
}: BoardColumnProps) => {
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: stage === 'withdrawn' });
  const query = useInfiniteQuery(stageColumnQueryOptions(jobId, stage, first));
  const cards = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={`coluna-${stage}`}
      data-testid={`column-${stage}`}
      variant="outlined"
      sx={{
        ...columnSx,
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
      }}
    >
      <ColumnTitle stage={stage} total={total} />
      <Box
        role={cards.length ? 'list' : undefined}
        aria-label={cards.length ? STAGE_LABELS[stage] : undefined}
        sx={{ display: 'grid', gap: 1, maxHeight: '65vh', overflowY: 'auto', alignContent: 'start', minHeight: 80 }}
      >
        {query.isPending ? <Skeleton variant="rounded" height={96} aria-label="Carregando" /> : null}
        {cards.map((a) => (
          <div role="listitem" key={a.id}>
            <BoardCard
              a={a}
              internship={internship}
              selected={selected.has(a.id)}
              onSelect={(c) => onSelect(a, c)}
              onMove={(s) => onMove(a, s)}
              onVideo={() => onVideo(a)}
              autoFocus={focusCard?.id === a.id && focusCard.stage === a.stage}
              onFocused={onFocused}
            />
          </div>
        ))}
        {query.isSuccess && cards.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            Nenhuma candidatura nesta etapa
          </Typography>
        ) : null}
      </Box>
      {query.hasNextPage ? (
        <Button size="small" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Carregar mais
        </Button>
      ) : null}
    </Paper>
  );
};
