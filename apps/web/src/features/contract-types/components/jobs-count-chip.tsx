import Chip from '@mui/material/Chip';

/** '1 vaga', '3 vagas', 'Nenhuma vaga'. */
export const jobsCountLabel = (count: number): string =>
  count === 0 ? 'Nenhuma vaga' : `${count} ${count === 1 ? 'vaga' : 'vagas'}`;

/** How many jobs use a contract type; those in use cannot be deleted. */
export const JobsCountChip = ({ count }: { count: number }) => (
  <Chip
    size="small"
    label={jobsCountLabel(count)}
    color={count > 0 ? 'primary' : 'default'}
    variant="outlined"
    sx={{ fontWeight: 600 }}
  />
);
