import { MESSAGES } from '@saathi/shared/messages';
import { isApiError } from './http';

/** The server's message for a failed call, or the generic one. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : MESSAGES.common.genericError;
