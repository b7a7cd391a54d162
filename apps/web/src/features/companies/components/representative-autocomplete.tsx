import { useState, type Ref } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  REPRESENTATIVE_OPTIONS,
  representativeQueryOptions,
  representativesSearchOptions,
  type RepresentativeOption,
} from '../api/representatives-query';

const SEARCH_DELAY_MS = 300;

const labelOf = (r: RepresentativeOption) => `${r.name} (${r.email})${r.is_active ? '' : ' · inativo'}`;

/** The options' paper with a last line saying that more representatives exist than are listed. */
const PaperWithHint = ({ children, hint, ...props }: PaperProps & { hint?: string }) => (
  <Paper {...props}>
    {children}
    {hint ? (
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', typography: 'caption', color: 'text.secondary' }}>
        {hint}
      </Box>
    ) : null}
  </Paper>
);

interface RepresentativeAutocompleteProps {
  label: string;
  /** The chosen user id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  /** Shown while nothing is chosen, e.g. 'Todas as empresas'. */
  emptyOption?: string;
  /** The chosen representative when the caller already knows them (editing a company). */
  known?: RepresentativeOption | null;
  size?: 'small' | 'medium';
}

/**
 * Representatives (users with role 2) found by name or e-mail as the admin types, searched on the
 * server 20 at a time. A chosen id that arrived by address is read on its own for its name.
 */
export const RepresentativeAutocomplete = ({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  required,
  emptyOption,
  known,
  size,
}: RepresentativeAutocompleteProps) => {
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<RepresentativeOption | null>(known ?? null);
  const id = Number(value) || 0;
  const typed = useDebouncedValue(input, SEARCH_DELAY_MS);
  // While the field shows the chosen name, list from the start rather than searching that name.
  const search = picked && typed === labelOf(picked) ? '' : typed.trim();
  const results = useQuery({ ...representativesSearchOptions(search), placeholderData: keepPreviousData });
  const byId = useQuery({
    ...representativeQueryOptions(id),
    enabled: id > 0 && picked?.id !== id && known?.id !== id,
  });
  const selected = id > 0 ? ([picked, known, byId.data].find((r) => r?.id === id) ?? null) : null;
  const options = results.data?.options ?? [];
  const more = (results.data?.total ?? 0) - options.length;
  const hint =
    more > 0
      ? `Mostrando ${REPRESENTATIVE_OPTIONS} de ${results.data?.total}: digite para buscar por nome ou e-mail.`
      : undefined;

  return (
    <Autocomplete
      // The chosen one is offered while the field shows it, not among the results of another search.
      options={selected && !search && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      onChange={(_, option) => {
        setPicked(option);
        onChange(option ? String(option.id) : '');
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server already filtered by the typed text.
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={results.isFetching || (id > 0 && !selected && byId.isFetching)}
      loadingText="Buscando…"
      noOptionsText={search ? 'Nenhum representante encontrado' : 'Nenhum representante cadastrado'}
      clearText="Limpar"
      openText="Abrir"
      closeText="Fechar"
      onBlur={onBlur}
      size={size}
      fullWidth
      slots={{ paper: PaperWithHint }}
      slotProps={{ paper: { hint } as PaperProps }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={inputRef}
          placeholder={emptyOption ?? 'Digite o nome ou o e-mail'}
          error={Boolean(error) || results.isError}
          helperText={error ?? (results.isError ? 'Não foi possível carregar os representantes.' : undefined)}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: emptyOption !== undefined ? true : undefined },
          }}
        />
      )}
    />
  );
};
