import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { JOB_STATUS, type JobHiringSummary } from '@portal/contracts';
import { HirePanel } from './hire-panel';
import { NotifyButton } from './notify-button';

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 0.75,
      color: 'text.secondary',
      typography: 'body2',
      '& svg': { fontSize: 18 },
    }}
  >
    {icon}
    {children}
  </Box>
);

const Stat = ({ value, label }: { value: number; label: string }) => (
  <Box>
    <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
      {value}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** The job of `/candidaturas/:id`: its data and counts, the hire choice and the notification. */
export const JobSummary = ({ job }: { job: JobHiringSummary }) => {
  const open = job.status === JOB_STATUS.open;
  const { total, hired, notified } = job.applicants;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={open ? 'Aberta' : 'Encerrada'}
              color={open ? 'success' : 'default'}
              variant={open ? 'filled' : 'outlined'}
            />
            <Typography variant="caption" color="text.secondary">
              Vaga nº {job.id}
            </Typography>
          </Box>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {job.title}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
          >
            <Fact icon={<BusinessOutlined aria-hidden />}>{job.company.name}</Fact>
            <Fact icon={<PlaceOutlined aria-hidden />}>
              {job.city} - {job.state}
            </Fact>
            {job.area ? <Fact icon={<WorkOutlineOutlined aria-hidden />}>{job.area}</Fact> : null}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          <Stat value={total} label={total === 1 ? 'candidatura' : 'candidaturas'} />
          <Stat value={hired} label={hired === 1 ? 'contratado' : 'contratados'} />
          <Stat value={notified} label={notified === 1 ? 'notificado' : 'notificados'} />
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-end' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <HirePanel job={job} />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.75, justifyItems: { md: 'end' } }}>
          <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 280, textAlign: { md: 'right' } }}>
            Envia por e-mail o resultado aos candidatos ainda não notificados.
          </Typography>
          <NotifyButton job={job} />
        </Box>
      </Box>
    </Paper>
  );
};
