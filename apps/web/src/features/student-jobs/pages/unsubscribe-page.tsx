import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import { JOB_ALERT_FREQUENCY_LABELS, jobAlertMessages } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { unsubscribeDetailsQueryOptions } from '../api/unsubscribe-details-query';
import { useUnsubscribeJobAlert } from '../api/unsubscribe-job-alert';
import { criteriaParts } from '../components/alert-criteria';
import { RetryAlert } from '../../../components/retry-alert';

const Links = () => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    <Button component={RouterLink} to="/meus-alertas" variant="outlined">
      Meus alertas
    </Button>
    <Button component={RouterLink} to="/" color="inherit">
      Ir para o portal
    </Button>
  </Box>
);

/**
 * The page of an alert e-mail's unsubscribe link (`/api/job-alerts/unsubscribe?token=`), signed in or
 * not: it names the alert and stops it only when the button is pressed, with the same POST a mail
 * client sends for one-click (a link scanner's GET changes nothing).
 */
export const UnsubscribePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const details = useQuery({ ...unsubscribeDetailsQueryOptions(token), enabled: token !== '' });
  const stop = useUnsubscribeJobAlert();
  const invalid = token === '' || (isApiError(details.error) && details.error.status === 404);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          '& h1': { mb: 0 },
        }}
      >
        <NotificationsOffOutlined aria-hidden color="primary" sx={{ fontSize: 36 }} />
        <PageHeading>Cancelar alerta de vagas</PageHeading>
      </Box>
      {invalid ? (
        <>
          <Alert severity="error">{jobAlertMessages.linkInvalid}</Alert>
          <Typography color="text.secondary">
            O link pode estar incompleto ou o alerta já foi excluído. Você pode gerenciar seus alertas no portal.
          </Typography>
          <Links />
        </>
      ) : details.isPending ? (
        <Box role="status" aria-label="Carregando alerta" sx={{ display: 'grid', gap: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
          <Skeleton variant="rounded" height={40} width={200} />
        </Box>
      ) : details.isError ? (
        <RetryAlert onRetry={() => void details.refetch()}>{errorMessage(details.error)}</RetryAlert>
      ) : stop.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            {stop.data.message}
          </Alert>
          <Typography color="text.secondary">
            Mudou de ideia? Reative o alerta a qualquer momento em &apos;Meus alertas&apos;.
          </Typography>
          <Links />
        </>
      ) : (
        <>
          <Typography>
            {details.data.active
              ? `Você deixará de receber os e-mails do alerta "${details.data.name}".`
              : `O alerta "${details.data.name}" já está pausado: nenhum e-mail dele será enviado.`}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Typography component="dt" color="text.secondary">
              Busca
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {criteriaParts(details.data).join(' · ')}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Frequência
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {JOB_ALERT_FREQUENCY_LABELS[details.data.frequency]}
            </Typography>
          </Box>
          {stop.isError ? <Alert severity="error">{errorMessage(stop.error)}</Alert> : null}
          {details.data.active ? (
            <Box>
              <Button
                variant="contained"
                color="error"
                loading={stop.isPending}
                onClick={() => stop.mutate(token)}
                startIcon={<NotificationsOffOutlined aria-hidden />}
              >
                Cancelar este alerta
              </Button>
            </Box>
          ) : (
            <Links />
          )}
        </>
      )}
    </Paper>
  );
};
