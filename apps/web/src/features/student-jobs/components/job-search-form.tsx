import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { STATES } from '@portal/contracts';
import type { JobSearchFilter } from '../api/job-search-params';

interface JobSearchFormProps {
  /** The search in the address bar; the form starts from it. */
  initial: JobSearchFilter;
  onSubmit: (filter: JobSearchFilter) => void;
  searching: boolean;
}

/** Title, state (the 27 codes plus 'EX') and city; submitting lists the matching open jobs. */
export const JobSearchForm = ({ initial, onSubmit, searching }: JobSearchFormProps) => {
  const [filter, setFilter] = useState(initial);
  // A new search in the address bar (back button, 'Limpar resultados') resets the fields.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setFilter(initial);
  }
  const change = (key: keyof JobSearchFilter) => (event: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(filter);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Buscar vagas"
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        id="busca"
        label="Título da vaga"
        name="title"
        value={filter.title}
        onChange={change('title')}
        placeholder="Ex.: estágio, desenvolvedor, marketing"
        slotProps={{ htmlInput: { maxLength: 255, autoComplete: 'off' } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        label="Estado"
        name="state"
        value={filter.state}
        onChange={change('state')}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value="">Todos os estados</MenuItem>
        {STATES.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Cidade"
        name="city"
        value={filter.city}
        onChange={change('city')}
        slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'address-level2' } }}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, display: 'flex' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchRounded aria-hidden />}
          loading={searching}
          sx={{ flex: 1, minHeight: 56, px: 4 }}
        >
          Buscar
        </Button>
      </Box>
    </Paper>
  );
};
