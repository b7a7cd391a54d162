import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { previewText, studentJobMessages, type StudentJob } from '@portal/contracts';
import { CompanyLogo } from './company-logo';
import { BookmarkToggle, JobCardButtons, type JobCardHandlers, type JobCardState } from './job-card-actions';
import { jobPlace } from './job-place';
import { closingDateLabel } from '../../../lib/format';

export type JobCardVariant = 'grid' | 'list';

interface JobCardProps {
  job: StudentJob;
  variant: JobCardVariant;
  state: JobCardState;
  handlers: JobCardHandlers;
  /** A line under the place (e.g. when the student applied). */
  note?: ReactNode;
  /** The title's heading level: h3 under a section's h2 (the home), h2 right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

export const AppliedBadge = () => (
  <Chip
    icon={<CheckCircleRounded />}
    label={studentJobMessages.applied}
    color="success"
    size="small"
    variant="outlined"
    sx={{ fontWeight: 600 }}
  />
);

/**
 * A job card (docs/spec/02-screens.md#student-home): logo, title with contract type, description preview (128/96),
 * 'city - state', the 'Candidatura Enviada' badge, bookmark toggle, 'Detalhes' and
 * 'Candidatar-se' or 'Cancelar'. 'grid' stacks it for the carousel and grids; 'list' lays it flat.
 */
export const JobCard = ({ job, variant, state, handlers, note, headingLevel = 'h3' }: JobCardProps) => {
  const titleId = useId();
  // Below md a list card stacks like a grid card: a flat row would squeeze the text.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const list = variant === 'list' && wide;
  // A stacked card below 600 px puts the title on its own line under the logo and the bookmark:
  // between them it had about 150 px at 375 px, narrower than 'Desenvolvedor(a)'.
  const heading = (
    <Box sx={{ minWidth: 0, flex: 1, ...(list ? {} : { flexBasis: { xs: '100%', sm: 0 }, order: { xs: 1, sm: 0 } }) }}>
      <Typography
        id={titleId}
        variant="h6"
        component={headingLevel}
        // Lines break between words; a word wider than the card is hyphenated by the page's
        // language (pt-BR), and only cut where the browser has no hyphenation for it.
        sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word', hyphens: 'auto' }}
      >
        {job.title}
        {job.contract_type ? (
          <Typography component="span" sx={{ fontSize: '0.95rem', fontWeight: 600, color: 'primary.main' }}>
            {` (${job.contract_type.name})`}
          </Typography>
        ) : null}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {job.company.name}
      </Typography>
    </Box>
  );
  const body = (
    <>
      <Typography
        variant="body2"
        sx={{ color: 'text.primary', overflowWrap: 'anywhere', ...(list ? {} : { minHeight: '4.3em' }) }}
      >
        {previewText(job.description)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}
        >
          <PlaceOutlined fontSize="small" aria-hidden />
          {jobPlace(job)}
        </Typography>
        {state.applied ? <AppliedBadge /> : null}
      </Box>
      {job.closes_at ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <EventOutlined fontSize="small" aria-hidden />
          {closingDateLabel(job.closes_at)}
        </Typography>
      ) : null}
      {note}
    </>
  );

  // The list item wraps the article (role=listitem is not allowed on <article>).
  return (
    <Box role="listitem" data-job-id={job.id} sx={{ minWidth: 0 }}>
      <Card
        component="article"
        aria-labelledby={titleId}
        data-job-id={job.id}
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: list ? 'row' : 'column',
          gap: 2,
          height: '100%',
          borderColor: state.applied ? 'success.main' : 'divider',
          transition: (theme) => theme.transitions.create(['box-shadow', 'border-color']),
          '&:hover, &:focus-within': { boxShadow: 3 },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            ...(list
              ? { flex: 1, minWidth: 0 }
              : { flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'space-between' }),
          }}
        >
          <CompanyLogo name={job.company.name} src={job.company.logo_image} />
          {list ? (
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
              {heading}
              {body}
            </Box>
          ) : (
            heading
          )}
          <BookmarkToggle title={job.title} state={state} onToggle={handlers.onBookmarkToggle} />
        </Box>
        {list ? null : <Box sx={{ display: 'grid', gap: 1.5, flex: 1, alignContent: 'start' }}>{body}</Box>}
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            ...(list ? { flexDirection: 'column', justifyContent: 'center', flexShrink: 0, width: 160 } : {}),
          }}
        >
          <JobCardButtons title={job.title} state={state} handlers={handlers} fullWidth={!list} />
        </Box>
      </Card>
    </Box>
  );
};
