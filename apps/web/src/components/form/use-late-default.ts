import { useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A default that can arrive after the form opened (its option list still loading): set once it
 * is known, unless the field holds a value already or was touched.
 */
export const useLateDefault = <T extends FieldValues, K extends FieldPath<T>, C, O>(
  form: UseFormReturn<T, C, O>,
  name: K,
  value: PathValue<T, K> | undefined,
): void => {
  useEffect(() => {
    if (value === undefined || form.getValues(name) !== '' || form.getFieldState(name).isDirty) return;
    form.setValue(name, value);
  }, [form, name, value]);
};
