import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A search is running: a spinner replaces the clear button. */
  searching?: boolean;
  placeholder?: string;
  /** 'busca' by default: the target of the skip link and Alt+3 (one search box per page). */
  id?: string;
}

/** A search box with a magnifier, a spinner while searching and a clear button. */
export const SearchField = ({
  label,
  value,
  onChange,
  searching = false,
  placeholder,
  id = 'busca',
}: SearchFieldProps) => (
  <TextField
    id={id}
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    placeholder={placeholder}
    type="search"
    fullWidth
    slotProps={{
      htmlInput: { autoComplete: 'off', spellCheck: false },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchRounded aria-hidden />
          </InputAdornment>
        ),
        endAdornment: (
          <InputAdornment position="end" sx={{ minWidth: 32, justifyContent: 'center' }}>
            {searching ? (
              <CircularProgress size={20} aria-label="Buscando" />
            ) : value ? (
              <IconButton
                aria-label="Limpar busca"
                title="Limpar busca"
                edge="end"
                size="small"
                onClick={() => onChange('')}
              >
                <ClearRounded fontSize="small" />
              </IconButton>
            ) : null}
          </InputAdornment>
        ),
      },
    }}
    sx={{ '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
  />
);
