import Chip from '@mui/material/Chip';
import { INTERNSHIP_STATUS_LABELS, type InternshipStatus } from '@portal/contracts';

const COLOR: Record<InternshipStatus, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  draft: 'default',
  awaiting_signatures: 'warning',
  active: 'success',
  cancelled: 'error',
  terminated: 'error',
  completed: 'info',
};

export const InternshipStatusChip = ({ status }: { status: InternshipStatus }) => (
  <Chip size="small" color={COLOR[status]} variant="outlined" label={INTERNSHIP_STATUS_LABELS[status]} />
);

export const formatDay = (iso: string) => iso.split('-').reverse().join('/');
export const formatCents = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
