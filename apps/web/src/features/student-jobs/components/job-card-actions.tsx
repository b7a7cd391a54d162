import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';

/** What the student has done with a job and what is running for it. */
export interface JobCardState {
  applied: boolean;
  bookmarked: boolean;
  /** Apply or withdraw is running. */
  applyBusy: boolean;
  bookmarkBusy: boolean;
}

export interface JobCardHandlers {
  onDetails: () => void;
  /** 'Candidatar-se' when not applied, 'Cancelar' when applied. */
  onApplyToggle: () => void;
  onBookmarkToggle: () => void;
}

/** The bookmark toggle: a pressed button with the saved state in its name. */
export const BookmarkToggle = ({
  title,
  state,
  onToggle,
}: {
  title: string;
  state: JobCardState;
  onToggle: () => void;
}) => {
  const label = state.bookmarked ? `Remover ${title} de Minhas vagas` : `Salvar ${title} em Minhas vagas`;
  return (
    <Tooltip title={state.bookmarked ? 'Remover de Minhas vagas' : 'Salvar em Minhas vagas'}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={state.bookmarked}
          onClick={onToggle}
          disabled={state.bookmarkBusy}
          color={state.bookmarked ? 'secondary' : 'default'}
        >
          {state.bookmarked ? <BookmarkRounded /> : <BookmarkBorderRounded />}
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** 'Detalhes' and 'Candidatar-se' or 'Cancelar'. */
export const JobCardButtons = ({
  title,
  state,
  handlers,
  fullWidth = false,
}: {
  title: string;
  state: JobCardState;
  handlers: JobCardHandlers;
  fullWidth?: boolean;
}) => (
  <>
    <Button
      variant="outlined"
      onClick={handlers.onDetails}
      aria-label={`Detalhes: ${title}`}
      sx={{ whiteSpace: 'nowrap', ...(fullWidth ? { flex: 1 } : {}) }}
    >
      Detalhes
    </Button>
    <Button
      variant={state.applied ? 'outlined' : 'contained'}
      color={state.applied ? 'error' : 'primary'}
      onClick={handlers.onApplyToggle}
      loading={state.applyBusy}
      aria-label={state.applied ? `Cancelar candidatura: ${title}` : `Candidatar-se: ${title}`}
      sx={{ whiteSpace: 'nowrap', ...(fullWidth ? { flex: 1 } : {}) }}
    >
      {state.applied ? 'Cancelar' : 'Candidatar-se'}
    </Button>
  </>
);
