import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { applyServerFieldErrors } from './form';
import { toast } from './toast';

interface SubmitErrorOptions<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** Form fields that server field errors may name. */
  fields: readonly Path<T>[];
  /** docs/spec/08-messages.md#companies failure toast, e.g. 'Empresa não foi cadastrada, verifique seus dados e tente novamente!'. */
  failure: string;
}

/**
 * What a failed create or update shows: 422 field errors on their fields (no toast); a refusal
 * with its own message (403 inactive or admin-locked, 409, 413...) as a toast of that message; a
 * timeout or lost connection as the "unavailable" message; anything else as the spec's failure toast.
 */
export const showSubmitError = <T extends FieldValues>(
  error: unknown,
  { setError, fields, failure }: SubmitErrorOptions<T>,
): void => {
  if (applyServerFieldErrors(error, setError, fields)) return;
  if (!isApiError(error)) {
    toast.error(failure);
    return;
  }
  if (error.isNetworkError) toast.error(error.message);
  else if (error.status >= 400 && error.status < 500 && error.status !== 422 && error.status !== 401)
    toast.error(error.message);
  else toast.error(failure);
};

/** The toast of a failed deletion: the server's reason for a refusal, otherwise `failure`. */
export const showDeleteError = (error: unknown, failure: string): void => {
  if (
    isApiError(error) &&
    (error.isNetworkError || (error.status >= 400 && error.status < 500 && error.status !== 401))
  )
    toast.error(error.message);
  else toast.error(failure);
};
