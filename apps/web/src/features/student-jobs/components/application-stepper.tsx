import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { pipelineMessages, STAGE_LABELS, type Stage, type StudentApplication } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';
import { applicationHistoryQueryOptions } from '../api/application-history-query';

const PATH: Stage[] = ['received', 'in_review', 'interview'];

/** The steps shown: the common path, then where it ended (hired, not selected or withdrawn). */
const stepsOf = (stage: Stage): Stage[] => [...PATH, stage === 'rejected' || stage === 'withdrawn' ? stage : 'hired'];

const isUrl = (text: string) => /^https?:\/\//i.test(text);

/** One application's place in the hiring pipeline, with the date each step was reached. */
export const ApplicationStepper = ({ application }: { application: StudentApplication }) => {
  const history = useQuery(applicationHistoryQueryOptions(application.id, application.stage_updated_at));
  const reached = new Map<Stage, string>();
  for (const h of history.data ?? []) reached.set(h.stage, h.at);
  if (!reached.has('received')) reached.set('received', application.created_at);
  const steps = stepsOf(application.stage);
  const active = steps.indexOf(application.stage);
  const ended = application.stage === 'hired' || application.stage === 'rejected' || application.stage === 'withdrawn';
  const interview = application.interview;
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      <Stepper
        activeStep={ended ? steps.length : active}
        alternativeLabel
        aria-label={`Etapa atual: ${STAGE_LABELS[application.stage]}`}
        sx={{ '& .MuiStepLabel-label': { mt: 0.5, fontSize: '0.75rem' } }}
      >
        {steps.map((stage) => {
          const error = stage === 'rejected' || stage === 'withdrawn';
          const at = reached.get(stage);
          return (
            <Step
              key={stage}
              completed={Boolean(at) && !error}
              aria-current={stage === application.stage ? 'step' : undefined}
            >
              <StepLabel
                error={error}
                optional={at ? <Typography variant="caption">{formatDateTime(at)}</Typography> : undefined}
              >
                {STAGE_LABELS[stage]}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {interview ? (
        <Typography variant="body2">
          <strong>Entrevista:</strong> {formatDateTime(interview.starts_at)} · {interview.duration_minutes} minutos ·{' '}
          {isUrl(interview.location) ? (
            <Link href={interview.location} target="_blank" rel="noopener noreferrer">
              {interview.location}
            </Link>
          ) : (
            interview.location
          )}
        </Typography>
      ) : null}
      {application.rejection_reason ? (
        <Typography variant="body2">
          <strong>Motivo:</strong> {application.rejection_reason}
        </Typography>
      ) : null}
      {application.resume_viewed_at ? (
        <Box>
          <Chip
            size="small"
            variant="outlined"
            icon={<VisibilityOutlined aria-hidden />}
            label={`${pipelineMessages.resumeViewed} em ${formatDateTime(application.resume_viewed_at)}`}
          />
        </Box>
      ) : null}
    </Box>
  );
};
