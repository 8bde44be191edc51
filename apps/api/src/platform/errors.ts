import type { ErrorCode } from '@saathi/shared';

/** The one HTTP mapping for every error code. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_OTP: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** For RATE_LIMITED: sent as the Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode() {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);

/** A problem with how the process was started (configuration, data folder): shown without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
