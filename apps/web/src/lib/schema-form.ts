import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { messages } from '@portal/contracts';
import { isApiError } from './api-error';
import { toast } from './toast';

type Schema = z.ZodType<Record<string, unknown>>;
type Errors = Readonly<Record<string, string>>;

interface SchemaFormOptions<S extends Schema> {
  /** Loads the zod schema (from contracts) on demand: ~25 KB gzip kept off the first load. */
  schema: () => Promise<S>;
  /** Turns the form's data into the schema's input; by default every field as a string. */
  read?: (data: FormData) => Record<string, unknown>;
  onValid: (values: z.output<S>) => Promise<void> | void;
}

/**
 * A small uncontrolled form for the signed-out screens, validated by a contracts zod schema on
 * submit: the first message per field is shown, the first invalid field is focused, and a field's
 * message clears when it is edited. Server 422 errors can be placed with `showServerErrors`.
 * (The login route must stay under its JS budget, and react-hook-form costs ~13 KB gzip there;
 * the larger forms of the signed-in app use react-hook-form with zod resolvers.)
 */
export const useSchemaForm = <S extends Schema>({ schema, read, onValid }: SchemaFormOptions<S>) => {
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const preload = useCallback(() => void schema().catch(() => undefined), [schema]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = read ? read(data) : Object.fromEntries([...data].map(([k, v]) => [k, String(v)]));
    setSubmitting(true);
    try {
      const result = (await schema()).safeParse(input);
      if (!result.success) {
        const next: Record<string, string> = {};
        for (const issue of result.error.issues) {
          const key = String(issue.path[0] ?? '');
          next[key] ??= issue.message;
        }
        setErrors(next);
        const first = Object.keys(next)[0];
        const element = first ? form.elements.namedItem(first) : null;
        if (element instanceof HTMLElement) element.focus();
        return;
      }
      setErrors({});
      await onValid(result.data);
    } catch {
      // The schema chunk could not be loaded (offline, new deploy); onValid handles its own errors.
      toast.error(messages.errors.unavailable);
    } finally {
      setSubmitting(false);
    }
  };

  /** Places 422 `{ field, message }` errors on the form; false when none matched a field. */
  const showServerErrors = (error: unknown, fields: readonly string[]): boolean => {
    if (!isApiError(error)) return false;
    const next: Record<string, string> = {};
    for (const item of error.fieldErrors) if (fields.includes(item.field)) next[item.field] ??= item.message;
    if (Object.keys(next).length === 0) return false;
    setErrors(next);
    return true;
  };

  /** Props for a TextInput: name, error state, message, and clearing the message on edit. */
  const field = (name: string) => ({
    name,
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: () => {
      if (!errors[name]) return;
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
  });

  return {
    errors,
    submitting,
    field,
    showServerErrors,
    formProps: { noValidate: true, onSubmit, onInput: preload, onKeyDown: preload, onPointerDown: preload },
  };
};
