import Chip from '@mui/material/Chip';
import { INTERNSHIP_STATUS_LABELS, type InternshipStatus } from '@portal/contracts';

const COLOR: Record<InternshipStatus, 'grey' | 'warning' | 'success' | 'error' | 'info'> = {
  draft: 'grey',
  awaiting_signatures: 'warning',
  active: 'success',
  cancelled: 'error',
  terminated: 'error',
  completed: 'info',
};

/** The status in the text colour (contrast in both modes), its colour on the border only. */
export const InternshipStatusChip = ({ status }: { status: InternshipStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    label={INTERNSHIP_STATUS_LABELS[status]}
    sx={{
      borderColor: COLOR[status] === 'grey' ? 'grey.500' : `${COLOR[status]}.main`,
      borderWidth: 2,
      fontWeight: 600,
    }}
  />
);

export const formatDay = (iso: string) => iso.split('-').reverse().join('/');
export const formatCents = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
