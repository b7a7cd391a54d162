import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearAllRounded from '@mui/icons-material/ClearAllRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import {
  STUDENT_JOB_SORTS,
  studentJobMessages,
  type StudentJob,
  type StudentJobList,
  type StudentJobSort,
} from '@portal/contracts';
import { pageItemLabel } from '../../../components/data-table/page-item-label';
import { EmptyState } from '../../../components/data-table/empty-state';
import { errorMessage } from '../../../lib/api-error';
import type { JobCardVariant } from './job-card';
import type { JobCardHandlers, JobCardState } from './job-card-actions';
import { JobCardList } from './job-card-list';
import { JobCardSkeleton } from './job-card-skeleton';
import { resultsText } from './results-text';
import { RetryAlert } from '../../../components/retry-alert';

interface JobResultsProps {
  title: string;
  data: StudentJobList | undefined;
  /** `data` is still the previous search's while the new one loads. */
  placeholder: boolean;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
  /** A button beside 'Limpar resultados' ('Criar alerta'). */
  extraAction?: ReactNode;
  /** The chosen order ('' the API's default: relevance with words, newest without). */
  sort: StudentJobSort | '';
  onSortChange: (sort: StudentJobSort) => void;
  /** Searches the suggested query ('Você quis dizer …?'). */
  onSuggestion: (title: string) => void;
  /** The facets' chips, above the cards. */
  filters?: ReactNode;
  stateOf: (job: StudentJob) => JobCardState;
  handlersFor: (job: StudentJob) => JobCardHandlers;
}

/** The search results: count, 'Limpar resultados', grid/list switch, cards and the pager. */
export const JobResults = (props: JobResultsProps) => {
  const {
    title,
    data,
    placeholder,
    loading,
    fetching,
    error,
    onRetry,
    page,
    onPageChange,
    onClear,
    extraAction,
    sort,
    onSortChange,
    onSuggestion,
    filters,
    stateOf,
    handlersFor,
  } = props;
  const suggestion = data && !placeholder ? data.meta.suggestion : undefined;
  const headingId = useId();
  // The count names the search its results belong to, not the one still loading.
  const [counted, setCounted] = useState({ data, title });
  if (data && !placeholder && (data !== counted.data || title !== counted.title)) setCounted({ data, title });
  const [variant, setVariant] = useState<JobCardVariant>('list');
  const jobs = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ position: 'relative', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          variant="h2"
          component="h2"
          aria-live="polite"
          sx={{ flex: '1 1 240px', fontSize: '1.2rem' }}
        >
          {counted.data ? resultsText(counted.data.meta, counted.title) : 'Buscando vagas…'}
        </Typography>
        <TextField
          select
          size="small"
          label={studentJobMessages.sortLabel}
          value={sort || (title.trim() ? 'relevance' : 'recent')}
          onChange={(e) => onSortChange(e.target.value as StudentJobSort)}
          sx={{ minWidth: 190 }}
        >
          {STUDENT_JOB_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {studentJobMessages.sorts[s]}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, next: JobCardVariant | null) => next && setVariant(next)}
          aria-label="Exibição dos resultados"
        >
          <ToggleButton value="list" aria-label="Lista">
            <ViewAgendaOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Grade">
            <GridViewRounded fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        {extraAction}
        <Button variant="outlined" color="inherit" startIcon={<ClearAllRounded aria-hidden />} onClick={onClear}>
          Limpar resultados
        </Button>
      </Box>
      {suggestion ? (
        <Typography>
          {studentJobMessages.didYouMean}{' '}
          <Link component="button" type="button" variant="body1" onClick={() => onSuggestion(suggestion)}>
            {suggestion}
          </Link>
          ?
        </Typography>
      ) : null}
      {filters}
      {fetching && !loading ? <LinearProgress aria-label="Atualizando resultados" sx={{ borderRadius: 1 }} /> : null}
      {error ? <RetryAlert onRetry={onRetry}>{errorMessage(error)}</RetryAlert> : null}
      {loading ? (
        <Box role="status" aria-label="Carregando vagas" sx={{ display: 'grid', gap: 2 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <JobCardSkeleton key={i} />
          ))}
        </Box>
      ) : !data ? null : jobs.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState message={studentJobMessages.noResults} hint="Tente outro título, estado ou cidade." />
        </Paper>
      ) : (
        <JobCardList
          label="Vagas encontradas"
          jobs={jobs}
          variant={variant}
          stateOf={stateOf}
          handlersFor={handlersFor}
          busy={fetching}
        />
      )}
      {lastPage > 1 ? (
        <Pagination
          count={lastPage}
          shape="rounded"
          getItemAriaLabel={pageItemLabel}
          page={page}
          onChange={(_, next) => {
            onPageChange(next);
            document.getElementById(headingId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          color="primary"
          aria-label="Paginação"
          sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}
        />
      ) : null}
    </Box>
  );
};
