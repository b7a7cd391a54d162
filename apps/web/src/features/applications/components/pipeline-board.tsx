import { lazy, Suspense, useEffect, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { MOVABLE_STAGES, STAGE_LABELS, STAGES, type Application, type Board, type Stage } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-error';
import { RetryAlert } from '../../../components/retry-alert';
import { useFirstBoard } from '../api/board-query';
import { candidateName } from './application-cells';
import { createBoardAnnouncements } from './board-announcements';
import { boardCardSx } from './board-card-styles';
import { BoardColumn, BoardColumnSkeleton, type FocusCard } from './board-column';
import { BoardScroller } from './board-scroller';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import type { MoveTarget } from './move-dialog';

// The dialogs' code (forms, the video player) is not part of the board's first paint: it loads
// once the board is on screen, or when a dialog opens first.
const moveDialog = () => import('./move-dialog');
const MoveDialog = lazy(() => moveDialog().then((m) => ({ default: m.MoveDialog })));
const VideoDialog = lazy(() => import('./video-dialog').then((m) => ({ default: m.VideoDialog })));

const columnOf = ({ board, at }: { board: Board; at: number }, stage: Stage) => {
  const column = board.columns.find((c) => c.stage === stage);
  return { page: { data: column?.data ?? [], total: column?.total ?? 0 }, at };
};

/** The job's applicants as a board: one column per stage, drag and drop, menus, filters and bulk moves. */
/** `internship`: the job's contract type is 'Estágio', so a hired card starts its TCE. */
export const PipelineBoard = ({ jobId, internship = false }: { jobId: number; internship?: boolean }) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    // An instant scroll: a smooth one, slowed by a busy machine, left the next column unreached.
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const [announcements] = useState(createBoardAnnouncements);
  const [shown, setShown] = useState<ReadonlySet<Stage>>(new Set(STAGES));
  const [selected, setSelected] = useState<ReadonlyMap<number, Application>>(new Map());
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [video, setVideo] = useState<Application | null>(null);
  // The moved card, to take the focus back in its new column (the dialog's own return target is gone).
  const [focusCard, setFocusCard] = useState<FocusCard | null>(null);
  const [bulkAnchor, setBulkAnchor] = useState<HTMLElement | null>(null);
  const { first, retry } = useFirstBoard(jobId);
  useEffect(() => {
    void moveDialog().catch(() => undefined);
  }, []);

  const toggleStage = (s: Stage) =>
    setShown((prev) => {
      const next = new Set(prev);
      if (next.has(s)) next.delete(s);
      else next.add(s);
      return next.size ? next : prev;
    });
  const select = (a: Application, checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(a.id, a);
      else next.delete(a.id);
      return next;
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = active.data.current?.['app'] as Application | undefined;
    const to = over?.id as Stage | undefined;
    if (!card || !to || to === card.stage || to === 'withdrawn') return;
    setTarget({ ids: [card.id], stage: to, one: card });
  };

  return (
    // minmax(0, 1fr): the columns scroll inside the board instead of widening the page.
    <Box sx={[{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }, boardCardSx]}>
      <Box
        role="group"
        aria-label="Filtrar por etapa"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          Etapas:
        </Typography>
        {STAGES.map((s) => (
          <Chip
            key={s}
            label={STAGE_LABELS[s]}
            color={shown.has(s) ? 'primary' : 'default'}
            variant={shown.has(s) ? 'filled' : 'outlined'}
            onClick={() => toggleStage(s)}
            aria-pressed={shown.has(s)}
          />
        ))}
      </Box>
      {selected.size ? (
        <Box
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          role="region"
          aria-label="Seleção"
        >
          <Typography variant="body2">
            {selected.size === 1 ? '1 selecionada' : `${selected.size} selecionadas`}
          </Typography>
          <Button variant="contained" size="small" aria-haspopup="menu" onClick={(e) => setBulkAnchor(e.currentTarget)}>
            Mover selecionadas
          </Button>
          <Button size="small" color="inherit" onClick={() => setSelected(new Map())}>
            Limpar seleção
          </Button>
          <Menu anchorEl={bulkAnchor} open={Boolean(bulkAnchor)} onClose={() => setBulkAnchor(null)}>
            {MOVABLE_STAGES.filter((s) => s !== 'interview').map((s) => (
              <MenuItem
                key={s}
                onClick={() => {
                  setBulkAnchor(null);
                  setTarget({ ids: [...selected.keys()], stage: s });
                }}
              >
                {STAGE_LABELS[s]}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      ) : null}
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'Para mover, pressione Espaço, use as setas para trocar de coluna e pressione Espaço de novo para soltar.',
          },
        }}
      >
        {first && 'error' in first ? <RetryAlert onRetry={retry}>{errorMessage(first.error)}</RetryAlert> : null}
        <BoardScroller>
          {STAGES.filter((s) => shown.has(s)).map((s) =>
            !first || 'error' in first ? (
              <BoardColumnSkeleton key={s} stage={s} />
            ) : (
              <BoardColumn
                key={s}
                jobId={jobId}
                internship={internship}
                stage={s}
                selected={new Set(selected.keys())}
                onSelect={select}
                onMove={(a, stage) => setTarget({ ids: [a.id], stage, one: a })}
                onVideo={setVideo}
                focusCard={focusCard}
                onFocused={() => setFocusCard(null)}
                first={columnOf(first, s)}
              />
            ),
          )}
        </BoardScroller>
      </DndContext>
      <Suspense fallback={null}>
        {target ? (
          <MoveDialog
            target={target}
            onClose={(moved) => {
              setTarget(null);
              if (moved) setSelected(new Map());
              if (moved && target.one) setFocusCard({ id: target.one.id, stage: target.stage });
            }}
          />
        ) : null}
        {video ? <VideoDialog open onClose={() => setVideo(null)} name={candidateName(video)} ra={video.ra} /> : null}
      </Suspense>
    </Box>
  );
};
