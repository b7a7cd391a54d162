import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVITY_INTERVIEW, stageMessages } from '@portal/contracts';
import { AppDialog } from '../../../../components/dialog/app-dialog';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { activitiesQueryOptions } from '../../api/activities-query';
import { appliedJobsQueryOptions } from '../../api/applied-jobs-query';

/**
 * 'Iniciar nova apresentação': choose the activity (Continuar disabled while none is chosen) and,
 * for the simulated interview, one of the jobs the student applied to.
 */
export const ActivityPickerDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const [activityId, setActivityId] = useState(0);
  const [jobId, setJobId] = useState(0);
  const activities = useQuery({ ...activitiesQueryOptions(), enabled: open });
  const interview = activityId === ACTIVITY_INTERVIEW;
  const jobs = useQuery({ ...appliedJobsQueryOptions(), enabled: open && interview });

  const next = () => {
    if (interview && !jobs.data?.some((job) => job.id === jobId)) {
      toast.warning(stageMessages.invalidJob);
      return;
    }
    navigate(interview ? `/recorder/${activityId}?vaga=${jobId}` : `/recorder/${activityId}`);
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Nova apresentação"
      subtitle="Escolha o que você quer gravar."
      onSubmit={(event) => {
        event.preventDefault();
        if (activityId) next();
      }}
      actions={
        <>
          <Button color="inherit" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={activityId === 0}>
            Continuar
          </Button>
        </>
      }
    >
      {activities.isPending ? (
        <Box role="status" aria-label="Carregando atividades">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Box>
      ) : activities.isError ? (
        <Alert severity="error">{errorMessage(activities.error)}</Alert>
      ) : (
        <RadioGroup
          aria-label="Atividade"
          value={activityId === 0 ? '' : String(activityId)}
          onChange={(event) => setActivityId(Number(event.target.value))}
          sx={{ gap: 1.5 }}
        >
          {activities.data.data.map((activity) => (
            <FormControlLabel
              key={activity.id}
              value={String(activity.id)}
              control={<Radio sx={{ mt: -0.5 }} />}
              sx={{
                m: 0,
                p: 1.5,
                pr: 2,
                alignItems: 'flex-start',
                border: 1,
                borderRadius: 2,
                borderColor: activityId === activity.id ? 'primary.main' : 'divider',
                bgcolor: activityId === activity.id ? 'action.selected' : 'transparent',
              }}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{activity.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {activity.description}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      )}
      {interview ? (
        <Box sx={{ mt: 3 }}>
          {jobs.isSuccess && jobs.data.length === 0 ? (
            <Alert severity="info">
              Você ainda não se candidatou a nenhuma vaga. Candidate-se a uma vaga para simular a entrevista dela.
            </Alert>
          ) : (
            <TextField
              select
              fullWidth
              label="Vaga da entrevista"
              value={String(jobId)}
              onChange={(event) => setJobId(Number(event.target.value))}
              helperText={jobs.isError ? errorMessage(jobs.error) : 'As perguntas são escritas para a vaga escolhida.'}
              error={jobs.isError}
              disabled={!jobs.isSuccess}
            >
              <MenuItem value="0">Selecione uma vaga</MenuItem>
              {jobs.data?.map((job) => (
                <MenuItem key={job.id} value={String(job.id)}>
                  {job.title} · {job.company.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
      ) : null}
    </AppDialog>
  );
};
