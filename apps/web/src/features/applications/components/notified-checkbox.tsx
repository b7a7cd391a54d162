import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../../../lib/format';

/** Read-only 'Notificado': checked once the candidate was e-mailed the outcome, with the date. */
export const NotifiedCheckbox = ({ notifiedAt, name }: { notifiedAt: string | null; name: string }) => {
  const label = notifiedAt
    ? `${name} notificado(a) em ${formatDateTime(notifiedAt)}`
    : `${name} ainda não foi notificado(a)`;
  return (
    <Tooltip title={notifiedAt ? `Notificado em ${formatDateTime(notifiedAt)}` : 'Ainda não notificado'}>
      <Checkbox
        checked={Boolean(notifiedAt)}
        readOnly
        disableRipple
        size="small"
        color="success"
        // Read-only: it reports the state and cannot be changed here.
        onClick={(event) => event.preventDefault()}
        slotProps={{ input: { 'aria-label': label, 'aria-readonly': true } }}
        sx={{ cursor: 'default', '&:hover': { bgcolor: 'transparent' } }}
      />
    </Tooltip>
  );
};
