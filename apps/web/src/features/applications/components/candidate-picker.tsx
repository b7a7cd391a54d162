import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { HIRE_OPTIONS, hireableCandidatesQueryOptions, type CandidateOption } from '../api/hireable-candidates-query';

const SEARCH_DELAY_MS = 300;

interface CandidatePickerProps {
  jobId: number;
  value: CandidateOption | null;
  onChange: (value: CandidateOption | null) => void;
  /** How many candidates can still be hired (from the job's summary): none disables the field. */
  available: number;
  disabled?: boolean;
}

/**
 * 'Candidato contratado': the job's candidates who can still be hired, read from the server only
 * when the list opens and 20 at a time as the user types a name (a job may have thousands).
 */
export const CandidatePicker = ({ jobId, value, onChange, available, disabled }: CandidatePickerProps) => {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const typed = useDebouncedValue(input, SEARCH_DELAY_MS);
  // While the field shows the chosen name, list from the start rather than searching that name.
  const search = value && typed === value.label ? '' : typed.trim();
  const results = useQuery({
    ...hireableCandidatesQueryOptions(jobId, search),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = results.data?.options ?? [];
  const more = (results.data?.total ?? 0) - options.length;
  const none = available === 0;

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server already filtered by the typed text.
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={results.isFetching}
      loadingText="Buscando…"
      noOptionsText={search ? 'Nenhum candidato encontrado' : 'Nenhum candidato disponível'}
      clearText="Limpar"
      openText="Abrir"
      closeText="Fechar"
      disabled={disabled || none}
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label="Candidato contratado"
          placeholder={none ? 'Nenhum candidato disponível' : 'Selecione um candidato'}
          error={results.isError}
          helperText={
            results.isError
              ? 'Não foi possível carregar os candidatos.'
              : more > 0
                ? `Mostrando ${HIRE_OPTIONS} de ${results.data?.total}: digite para buscar pelo nome.`
                : undefined
          }
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
};
