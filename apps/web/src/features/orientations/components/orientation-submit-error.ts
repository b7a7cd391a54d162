import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { ORIENTATION_FIELD_BY_API, type OrientationFormValues } from './orientation-schemas';

const isApiField = (field: string): field is keyof typeof ORIENTATION_FIELD_BY_API => field in ORIENTATION_FIELD_BY_API;

/**
 * docs/spec/08-messages.md#orientations: the server's errors list shows each message as its own toast (and
 * marks the fields it names); a refusal with its own message (413, 415...) shows that message;
 * anything else the failure toast.
 */
export const showOrientationSubmitError = (
  error: unknown,
  setError: UseFormSetError<OrientationFormValues>,
  failure: string,
): void => {
  if (!isApiError(error)) {
    toast.error(failure);
    return;
  }
  if (error.status === 422) {
    for (const item of error.errors) {
      toast.error(item.message);
      if (item.field && isApiField(item.field))
        setError(ORIENTATION_FIELD_BY_API[item.field], { type: 'server', message: item.message });
    }
    return;
  }
  if (error.isNetworkError || (error.status >= 400 && error.status < 500 && error.status !== 401))
    toast.error(error.message);
  else toast.error(failure);
};
