import { SIGNUP_FIELD_LABELS, signupMessages } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { STEP_FIELDS, type SignupField } from './signup-schemas';

const FORM_FIELDS: readonly string[] = STEP_FIELDS.flat();
const isFormField = (field: string): field is SignupField => FORM_FIELDS.includes(field);

export interface SignupFieldError {
  field: SignupField;
  message: string;
}

/**
 * docs/spec/08-messages.md#sign-up: one 'Erro no campo {label}' toast per field error of the server's list,
 * or 'An unexpected error occurred during signup.' without one (a lost connection or a rate limit
 * shows its own message). Returns the errors to place on the form's fields.
 */
export const reportSignupError = (error: unknown): SignupFieldError[] => {
  const fieldErrors = isApiError(error) ? error.fieldErrors : [];
  if (fieldErrors.length === 0) {
    const ownMessage = isApiError(error) && (error.isNetworkError || error.status === 429);
    toast.error(ownMessage ? error.message : signupMessages.unexpected);
    return [];
  }
  const placed: SignupFieldError[] = [];
  for (const item of fieldErrors) {
    toast.error(`Erro no campo ${SIGNUP_FIELD_LABELS[item.field] ?? item.field}`);
    if (isFormField(item.field) && !placed.some((p) => p.field === item.field))
      placed.push({ field: item.field, message: item.message });
  }
  return placed;
};
