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
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
