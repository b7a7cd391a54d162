import { useEffect, useRef, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { MOVABLE_STAGES, periodLabel, STAGE_LABELS, type Application, type MovableStage } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';
import { candidateName, ResumeLink, VideoButton } from './application-cells';

interface BoardCardProps {
  a: Application;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onMove: (stage: MovableStage) => void;
  onVideo: () => void;
  /** Take the focus on mount or when set: the card was just moved here by the keyboard or its menu. */
  autoFocus: boolean;
  onFocused: () => void;
}

/** A candidate on the board: dragged by the pointer or the keyboard (Espaço), or moved from its menu. */
export const BoardCard = ({ a, selected, onSelect, onMove, onVideo, autoFocus, onFocused }: BoardCardProps) => {
  const locked = a.stage === 'withdrawn';
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: a.id,
    data: { app: a },
    disabled: locked,
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handle = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    handle.current?.focus();
    onFocused();
  }, [autoFocus, onFocused]);
  const name = candidateName(a);
  const targets = MOVABLE_STAGES.filter((s) => s !== a.stage || s === 'interview');
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`card-${a.id}`}
      sx={{
        p: 1,
        display: 'grid',
        gap: 0.5,
        cursor: locked ? 'default' : 'grab',
        touchAction: 'none',
        opacity: isDragging ? 0.6 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Checkbox
          size="small"
          checked={selected}
          disabled={locked}
          onChange={(_, c) => onSelect(c)}
          slotProps={{ input: { 'aria-label': `Selecionar ${name}` } }}
          sx={{ p: 0.5 }}
        />
        <Box
          ref={handle}
          {...attributes}
          {...listeners}
          aria-label={`${name}, ${STAGE_LABELS[a.stage]}`}
          aria-roledescription="cartão arrastável"
          sx={{ flex: 1, minWidth: 0, borderRadius: 1 }}
        >
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {[a.student.course ?? 'Curso não informado', periodLabel(a.student.periodo, a.student.situacao_periodo)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Enviada em {formatDateTime(a.created_at)}
          </Typography>
          {a.interview ? (
            <Typography variant="caption" component="p">
              Entrevista: {formatDateTime(a.interview.starts_at)}
            </Typography>
          ) : null}
        </Box>
        {locked ? null : (
          <IconButton
            size="small"
            aria-label={`Mover ${name}`}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <ResumeLink a={a} />
        <VideoButton a={a} onOpen={onVideo} />
      </Box>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled divider>
          Mover para
        </MenuItem>
        {targets.map((s) => (
          <MenuItem
            key={s}
            onClick={() => {
              setAnchor(null);
              onMove(s);
            }}
          >
            {s === a.stage ? 'Reagendar entrevista' : STAGE_LABELS[s]}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
};
