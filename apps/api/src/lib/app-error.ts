import type { ErrorItem } from '@portal/contracts';

/** One error type for the whole API; the error handler maps each code to its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  /** An upstream service (the university gateway) answered something unusable. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  /** The storage has no room left for an upload (ENOSPC). */
  INSUFFICIENT_STORAGE: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: ErrorItem[];
  readonly retryAfterSeconds?: number;
  /** A machine-readable reason sent beside `errors` as `code` (e.g. 'terms_required'). */
  readonly reason?: string;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { errors?: ErrorItem[]; retryAfterSeconds?: number; reason?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.errors = opts.errors ?? [{ message }];
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.reason = opts.reason;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(field: string, message: string, rule = 'invalid'): AppError {
    return new AppError('VALIDATION', message, { errors: [{ field, rule, message }] });
  }
}
