import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { muiField } from '../../lib/form';

export type FormTextFieldProps<V extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  /** Registration options (e.g. `shouldUnregister`). */
  rules?: RegisterOptions<V, Path<V>>;
};

/**
 * A MUI TextField registered on a react-hook-form field: full width, the field's error in red
 * under it, or else `helperText` (a hint).
 */
export const FormTextField = <V extends FieldValues, O>({
  form,
  name,
  rules,
  helperText,
  ...props
}: FormTextFieldProps<V, O>) => {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  const field = muiField(form.register(name, rules), error);
  return <TextField fullWidth {...props} {...field} helperText={field.helperText ?? helperText} />;
};

const dateSlot = { inputLabel: { shrink: true } } as const;

/** A FormTextField for a date (the browser's date input, label above it). */
export const FormDateField = <V extends FieldValues, O>(props: FormTextFieldProps<V, O>) => (
  <FormTextField type="date" slotProps={dateSlot} {...props} />
);
