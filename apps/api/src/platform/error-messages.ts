import type { ErrorCode } from '@saathi/shared';

/** The error handler's own words (the spec's English; message-language.ts translates them). */
export const GENERIC_MESSAGES = {
  invalidInput: 'Invalid input',
  invalidRequest: 'Invalid request.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const CLIENT_MESSAGES = {
  INVALID_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported here.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
} as const satisfies Partial<Record<ErrorCode, string>>;
