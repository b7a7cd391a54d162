import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { JOB_ALERT_LIMIT, jobAlertMessages, type JobAlert } from '@portal/contracts';
import { EmptyState } from '../../../components/data-table/empty-state';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { PageHeading } from '../../../components/page-heading';
import { RetryAlert } from '../../../components/retry-alert';
import { StudentTermsGate } from '../../../components/student-terms/student-terms-gate';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { jobAlertsQueryOptions } from '../api/job-alerts-query';
import { useUpdateJobAlert } from '../api/update-job-alert';
import { JobAlertCard } from '../components/job-alert-card';
import { JobAlertFormDialog } from '../components/job-alert-form-dialog';

/**
 * `/meus-alertas`: the student's saved searches e-mailed as jobs open (docs/decisions/012-job-alerts.md):
 * create, edit, pause or resume, and delete after a confirmation.
 */
export const JobAlertsPage = () => {
  const query = useQuery(jobAlertsQueryOptions);
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  // undefined: closed; null: a new alert; an alert: editing it. `opening` remounts the form.
  const [editing, setEditing] = useState<JobAlert | null | undefined>(undefined);
  const [opening, setOpening] = useState(0);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  // The name stays in the confirmation while it fades out.
  const [asked, setAsked] = useState<JobAlert | null>(null);
  if (deleting && deleting !== asked) setAsked(deleting);
  const alerts = query.data?.data ?? [];
  const full = alerts.length >= JOB_ALERT_LIMIT;

  const open = (alert: JobAlert | null) => {
    setOpening((n) => n + 1);
    setEditing(alert);
  };
  const toggle = (alert: JobAlert) =>
    update.mutate(
      { id: alert.id, body: { active: !alert.active } },
      {
        onSuccess: (saved) => toast.success(saved.active ? jobAlertMessages.resumed : jobAlertMessages.paused),
        onError: (error) => toast.error(errorMessage(error, jobAlertMessages.updateFailed)),
      },
    );

  return (
    <>
      <StudentTermsGate />
      <PageHeading>Meus alertas</PageHeading>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: -2, mb: 3 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          Receba por e-mail as vagas novas que combinam com as suas buscas.
          {query.data ? ` ${alerts.length} de ${JOB_ALERT_LIMIT} alertas.` : ''}
        </Typography>
        {alerts.length > 0 ? (
          <Button
            variant="contained"
            startIcon={<AddAlertOutlined aria-hidden />}
            onClick={() => (full ? toast.error(jobAlertMessages.limit) : open(null))}
          >
            Criar alerta
          </Button>
        ) : null}
      </Box>
      {query.isPending ? (
        <Box role="status" aria-label="Carregando alertas" sx={{ display: 'grid', gap: 2 }}>
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={168} />
          ))}
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : alerts.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            message={jobAlertMessages.empty}
            hint="Busque vagas pelo título, estado ou cidade e use 'Criar alerta' nos resultados, ou crie um aqui."
            action={
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button component={RouterLink} to="/" variant="outlined" startIcon={<SearchRounded aria-hidden />}>
                  Buscar vagas
                </Button>
                <Button variant="contained" startIcon={<AddAlertOutlined aria-hidden />} onClick={() => open(null)}>
                  Criar alerta
                </Button>
              </Box>
            }
          />
        </Paper>
      ) : (
        <Box component="ul" aria-label="Alertas" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {alerts.map((alert) => (
            <li key={alert.id}>
              <JobAlertCard
                alert={alert}
                onEdit={() => open(alert)}
                onToggle={() => toggle(alert)}
                onDelete={() => setDeleting(alert)}
                toggling={update.isPending && update.variables.id === alert.id}
              />
            </li>
          ))}
        </Box>
      )}
      {editing !== undefined ? (
        <JobAlertFormDialog key={opening} open alert={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Excluir alerta"
        mutation={remove}
        target={deleting?.id}
        success={jobAlertMessages.deleted}
        failure={jobAlertMessages.deleteFailed}
      >
        {`Excluir o alerta "${asked?.name ?? ''}"? Você deixará de receber os e-mails dele.`}
      </DeleteDialog>
    </>
  );
};
