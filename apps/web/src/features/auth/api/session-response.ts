import { messages, type Session } from '@portal/contracts';
import { ApiError } from '../../../lib/api-error';
import { isSession } from '../../../lib/session';

/** The login answer, checked against the session shape before it is stored. */
export const asSession = (body: unknown): Session => {
  if (!isSession(body)) throw new ApiError(500, [{ message: messages.errors.internal }]);
  return body;
};
