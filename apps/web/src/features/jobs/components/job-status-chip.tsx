import Chip from '@mui/material/Chip';
import { JOB_STATUS } from '@portal/contracts';

/** 'Aberta' (1) or 'Fechada' (2). */
export const jobStatusLabel = (status: number): string => (status === JOB_STATUS.closed ? 'Fechada' : 'Aberta');

export const JobStatusChip = ({ status }: { status: number }) => (
  <Chip
    size="small"
    label={jobStatusLabel(status)}
    color={status === JOB_STATUS.closed ? 'default' : 'success'}
    variant={status === JOB_STATUS.closed ? 'outlined' : 'filled'}
  />
);
