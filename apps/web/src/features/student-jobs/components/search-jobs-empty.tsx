import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { EmptyState } from '../../../components/data-table/empty-state';

/** An empty list of the student's own jobs (saved, applied to), with 'Buscar vagas' back to the search. */
export const SearchJobsEmpty = ({ message, hint }: { message: string; hint: string }) => (
  <Paper variant="outlined">
    <EmptyState
      message={message}
      hint={hint}
      action={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<SearchRounded aria-hidden />}>
          Buscar vagas
        </Button>
      }
    />
  </Paper>
);
