import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

/**
 * The toast for a failed login: `failure` for wrong credentials (401), the server's own message
 * otherwise (429 rate limit, 403 disabled account, 422, network failure).
 */
export const toastLoginError = (error: unknown, failure: string): void => {
  if (isApiError(error) && error.status !== 401) toast.error(error.message);
  else toast.error(failure);
};
