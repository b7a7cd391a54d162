import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsPausedOutlined from '@mui/icons-material/NotificationsPausedOutlined';
import { JOB_ALERT_FREQUENCY_LABELS, jobAlertMessages, type JobAlert } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';
import { criteriaParts } from './alert-criteria';

interface JobAlertCardProps {
  alert: JobAlert;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  /** Pausing or resuming is running. */
  toggling: boolean;
}

/** One alert in 'Meus alertas': name, criteria, frequency, state, last e-mail and its actions. */
export const JobAlertCard = ({ alert, onEdit, onToggle, onDelete, toggling }: JobAlertCardProps) => {
  const titleId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5, opacity: alert.active ? 1 : 0.85 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.1rem', fontWeight: 700, flex: '1 1 200px', overflowWrap: 'anywhere' }}
        >
          {alert.name}
        </Typography>
        <Chip
          size="small"
          color={alert.active ? 'success' : 'default'}
          variant={alert.active ? 'filled' : 'outlined'}
          label={alert.active ? 'Ativo' : 'Pausado'}
        />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          Busca
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {criteriaParts(alert).join(' · ')}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Frequência
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {JOB_ALERT_FREQUENCY_LABELS[alert.frequency]}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Último envio
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {alert.last_sent_at ? formatDateTime(alert.last_sent_at) : jobAlertMessages.never}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          color="inherit"
          startIcon={
            alert.active ? <NotificationsPausedOutlined aria-hidden /> : <NotificationsActiveOutlined aria-hidden />
          }
          onClick={onToggle}
          loading={toggling}
          aria-label={`${alert.active ? 'Pausar' : 'Reativar'} o alerta ${alert.name}`}
        >
          {alert.active ? 'Pausar' : 'Reativar'}
        </Button>
        <Button
          color="inherit"
          startIcon={<EditOutlined aria-hidden />}
          onClick={onEdit}
          aria-label={`Editar o alerta ${alert.name}`}
        >
          Editar
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlineRounded aria-hidden />}
          onClick={onDelete}
          aria-label={`Excluir o alerta ${alert.name}`}
        >
          Excluir
        </Button>
      </Box>
    </Paper>
  );
};
