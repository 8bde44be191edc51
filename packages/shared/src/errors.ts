// The one list of error codes. The API maps each to an HTTP status in one place
// (apps/api/src/platform/errors.ts); the web client reads `code` to decide what to show.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_OTP',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * While the database is unreachable or too slow (decision 0099): the API answers 503 with this
 * message and a Retry-After of this many seconds; the web shows the notice and retries reads.
 */
export const OUTAGE_TEXTS = {
  unavailable: 'We are reconnecting to our systems. Please try again in a moment.',
} as const;
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
