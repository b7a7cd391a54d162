import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MOVABLE_STAGES, periodLabel, STAGE_LABELS, type Application, type MovableStage } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';
import { candidateName } from './application-cells';

interface BoardCardProps {
  a: Application;
  /** The job is an internship: a hired card links to the TCE form. */
  internship?: boolean;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onMove: (stage: MovableStage) => void;
  onVideo: () => void;
  /** Take the focus on mount or when set: the card was just moved here by the keyboard or its menu. */
  autoFocus: boolean;
  onFocused: () => void;
}

// Material icons' paths (MoreVertRounded, DescriptionOutlined, PlayCircleOutlined), drawn inline:
// an SvgIcon per button is a styled component per card.
const MORE =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';
const RESUME =
  'M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z';
const VIDEO =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m-2.5-3.5 7-4.5-7-4.5z';
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={d} />
  </svg>
);

/**
 * A candidate on the board: dragged by the pointer or the keyboard (Espaço), or moved from its
 * menu. Plain elements styled by the board's `boardCardSx`; the menu exists only while open.
 */
export const BoardCard = ({
  a,
  internship = false,
  selected,
  onSelect,
  onMove,
  onVideo,
  autoFocus,
  onFocused,
}: BoardCardProps) => {
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
  const resume = `Currículo de ${name}`;
  const video = `Vídeo de apresentação de ${name}`;
  const targets = MOVABLE_STAGES.filter((s) => s !== a.stage || s === 'interview');
  const details = [
    a.student.course ?? 'Curso não informado',
    periodLabel(a.student.periodo, a.student.situacao_periodo),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      ref={setNodeRef}
      className="pb-card"
      data-testid={`card-${a.id}`}
      data-locked={locked}
      style={
        transform || isDragging
          ? {
              transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
              opacity: isDragging ? 0.6 : undefined,
              zIndex: isDragging ? 10 : undefined,
            }
          : undefined
      }
    >
      <div className="pb-row">
        <input
          type="checkbox"
          className="pb-check"
          checked={selected}
          disabled={locked}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Selecionar ${name}`}
        />
        <div
          ref={handle}
          className="pb-handle"
          {...attributes}
          {...listeners}
          aria-label={`${name}, ${STAGE_LABELS[a.stage]}`}
          aria-roledescription="cartão arrastável"
        >
          <p className="pb-name">{name}</p>
          <p className="pb-meta">{details}</p>
          <p className="pb-meta">Enviada em {formatDateTime(a.created_at)}</p>
          {a.interview ? <p className="pb-interview">Entrevista: {formatDateTime(a.interview.starts_at)}</p> : null}
        </div>
        {locked ? null : (
          <button
            type="button"
            className="pb-icon pb-menu-button"
            aria-label={`Mover ${name}`}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <Icon d={MORE} />
          </button>
        )}
      </div>
      <div className="pb-actions">
        <RouterLink
          className="pb-icon"
          to={`/curriculum/${a.student.id}?vaga=${a.job_id}`}
          aria-label={resume}
          title={resume}
        >
          <Icon d={RESUME} />
        </RouterLink>
        <button type="button" className="pb-icon" onClick={onVideo} aria-label={video} title={video}>
          <Icon d={VIDEO} />
        </button>
        {internship && a.stage === 'hired' ? (
          <RouterLink className="pb-link" to={`/estagios/novo?candidatura=${a.id}`}>
            Iniciar termo de compromisso
          </RouterLink>
        ) : null}
      </div>
      {anchor ? (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
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
      ) : null}
    </div>
  );
};
