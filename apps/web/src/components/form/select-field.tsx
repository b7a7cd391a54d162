import type { ReactNode, Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: string;
  value: string | number | undefined | null;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** An empty first option, e.g. 'Todas as empresas'; without it, nothing is shown until a choice. */
  emptyOption?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

/** A labelled MUI select (keyboard and screen-reader friendly) over plain options. */
export const SelectField = ({
  label,
  value,
  onChange,
  options,
  name,
  onBlur,
  inputRef,
  error,
  helperText,
  required,
  disabled,
  emptyOption,
  fullWidth = true,
  size,
}: SelectFieldProps) => (
  <TextField
    select
    label={label}
    name={name}
    value={value === undefined || value === null ? '' : String(value)}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    inputRef={inputRef}
    error={error}
    helperText={helperText}
    required={required}
    disabled={disabled}
    fullWidth={fullWidth}
    size={size}
    slotProps={{
      select: {
        displayEmpty: emptyOption !== undefined,
        MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
      },
      inputLabel: emptyOption !== undefined ? { shrink: true } : undefined,
    }}
  >
    {emptyOption !== undefined ? <MenuItem value="">{emptyOption}</MenuItem> : null}
    {options.map((option) => (
      <MenuItem key={option.value} value={String(option.value)} disabled={option.disabled}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);
