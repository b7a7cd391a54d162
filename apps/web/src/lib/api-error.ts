import { messages, type ErrorItem } from '@portal/contracts';

const isErrorItem = (value: unknown): value is ErrorItem => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['message'] === 'string' &&
    (v['field'] === undefined || typeof v['field'] === 'string') &&
    (v['rule'] === undefined || typeof v['rule'] === 'string')
  );
};

/** The `errors` list of an error body (`errorResponseSchema` of contracts, checked by hand). */
const errorItemsOf = (body: unknown): ErrorItem[] => {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isErrorItem);
};

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached or the
 * 5000 ms timeout passed); `errors` is the `{ errors: [{ field?, rule?, message }] }` body of
 * docs/spec/11-api-conventions.md#validation-errors, or one generic message when the body had another shape.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: readonly ErrorItem[],
  ) {
    super(errors[0]?.message ?? messages.errors.internal);
  }

  /** Errors that name a form field (422 validation answers). */
  get fieldErrors(): ReadonlyArray<ErrorItem & { field: string }> {
    return this.errors.filter((e): e is ErrorItem & { field: string } => Boolean(e.field));
  }

  /** True for a timeout or a network failure. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static fromBody(status: number, body: unknown): ApiError {
    const errors = errorItemsOf(body);
    if (errors.length > 0) return new ApiError(status, errors);
    const fallback =
      status >= 500 ? messages.errors.internal : status === 404 ? messages.errors.notFound : messages.errors.badRequest;
    return new ApiError(status, [{ message: fallback }]);
  }

  static network(rule: 'timeout' | 'network'): ApiError {
    return new ApiError(0, [{ rule, message: messages.errors.unavailable }]);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown, fallback: string = messages.errors.internal): string =>
  isApiError(error) ? error.message : fallback;
