import type { z } from 'zod';
import { isApiError } from './http';

export type FieldErrors = Record<string, string>;

/** The first message of each field (the top-level key of the issue's path). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message of each field by its full path ("office.email", "socialLinks.0.url"). */
export function issuesToPathErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Validates with a shared schema: the parsed data, or the messages per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data, errors: null }
    : { data: null, errors: issuesToFieldErrors(result.error.issues) };
}

/** The server's messages per field, from the error envelope's `fields`. */
export const serverFieldErrors = (error: unknown): FieldErrors =>
  isApiError(error) && error.fields ? error.fields : {};
