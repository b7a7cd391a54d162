import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Spreads a react-hook-form registration onto a TextInput (or MUI TextField): the ref goes to the input
 * element, and the field error becomes the helper text.
 */
export const muiField = <N extends string>(registration: UseFormRegisterReturn<N>, error?: FieldError) => {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message };
};

/**
 * Places 422 `{ field, message }` errors on the matching form fields. Returns true when at least
 * one was placed, so the caller can fall back to a toast otherwise.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const item of error.fieldErrors) {
    const field = fields.find((f) => f === item.field);
    if (!field) continue;
    setError(field, { type: 'server', message: item.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
};
