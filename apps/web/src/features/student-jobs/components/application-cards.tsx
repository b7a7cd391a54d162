import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { StudentApplication, StudentJob } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';
import { ApplicationStepper } from './application-stepper';
import { JobCard } from './job-card';
import type { JobCardHandlers, JobCardState } from './job-card-actions';

interface ApplicationCardsProps {
  applications: readonly StudentApplication[];
  /** Jobs withdrawn during this visit, offered again with 'Candidatar-se'. */
  withdrawn: readonly StudentJob[];
  stateOf: (job: StudentJob) => JobCardState;
  handlersFor: (job: StudentJob) => JobCardHandlers;
}

/** The student's applications as list cards, with the date sent and the stage in the hiring pipeline. */
export const ApplicationCards = ({ applications, withdrawn, stateOf, handlersFor }: ApplicationCardsProps) => {
  const listed = new Set(applications.map((a) => a.job.id));
  const extra = withdrawn.filter((j) => !listed.has(j.id));
  return (
    <Box role="list" aria-label="Minhas candidaturas" sx={{ display: 'grid', gap: 2 }}>
      {applications.map((a) => (
        <JobCard
          key={a.id}
          job={a.job}
          variant="list"
          headingLevel="h2"
          state={stateOf(a.job)}
          handlers={handlersFor(a.job)}
          note={
            <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="caption" color="text.secondary">
                  Enviada em {formatDateTime(a.created_at)}
                </Typography>
                {a.hired ? (
                  <Chip
                    size="small"
                    color="secondary"
                    icon={<EmojiEventsOutlined />}
                    label="Você foi selecionado(a)!"
                  />
                ) : null}
              </Box>
              <ApplicationStepper application={a} />
            </Box>
          }
        />
      ))}
      {extra.map((job) => (
        <JobCard
          key={`removida-${job.id}`}
          job={job}
          variant="list"
          headingLevel="h2"
          state={stateOf(job)}
          handlers={handlersFor(job)}
          note={
            <Typography variant="caption" color="text.secondary">
              Candidatura removida agora. Você pode se candidatar novamente.
            </Typography>
          }
        />
      ))}
    </Box>
  );
};
