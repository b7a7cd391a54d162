import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'onChange'
  | 'onBlur'
  | 'disabled'
  | 'required'
  | 'multiline'
  | 'rows'
  | 'placeholder'
  | 'value'
  | 'defaultValue'
> {
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the input element itself (inputMode, maxLength, pattern...). */
  htmlInput?: OutlinedInputProps['inputProps'];
  id?: string;
}

/**
 * An outlined text field with its label and helper text, built from the input parts instead of
 * TextField (which also bundles Select, Menu and Popover): keeps the login route light.
 */
export const TextInput = ({
  label,
  error,
  helperText,
  endAdornment,
  htmlInput,
  id,
  inputRef,
  required,
  disabled,
  ...input
}: TextInputProps) => {
  const autoId = useId();
  const inputId = id ?? `campo-${autoId}`;
  const helperId = helperText ? `${inputId}-ajuda` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={required ? `${label} *` : label}
        inputRef={inputRef}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId, 'aria-invalid': error || undefined }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
};
