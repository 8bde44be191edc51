// The texts every screen may show (spec part 1 §8), apart from the rest of messages.ts so the
// web's fetch wrapper, in the first load, takes them without it (decision 0104).
export const COMMON_MESSAGES = {
  loading: 'Loading...',
  notSpecified: 'Not specified',
  copied: 'Copied to clipboard',
  copyFailed: 'Failed to copy',
  genericError: 'Something went wrong. Please try again.',
  unexpectedError: 'An unexpected error occurred.',
  unknownError: 'Unknown error occurred',
  noResponse: 'No response from server.',
  tokenExpired: 'Token expired',
  notFoundTitle: 'Page not found',
} as const;
