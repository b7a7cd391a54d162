import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

type Passed = 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name';

/** `O`: what the form's resolver turns the values into. */
export interface FormSelectProps<T extends FieldValues, O = T> extends Omit<SelectFieldProps, Passed> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Shown (as an error when `error`) while the field itself has no error, e.g. options that failed to load. */
  helperText?: ReactNode;
}

/**
 * A SelectField bound to a react-hook-form field whose value is the option's string: the field's
 * error message under it, focus on it when the form's validation fails there.
 */
export const FormSelect = <T extends FieldValues, O = T>({
  control,
  name,
  error,
  helperText,
  ...select
}: FormSelectProps<T, O>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <SelectField
        {...select}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error) || error}
        helperText={fieldState.error?.message ?? helperText}
      />
    )}
  />
);
