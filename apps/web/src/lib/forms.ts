import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { digitsOnly } from './digits';
import { errorMessage } from './error-message';
import { followLanguageInZod } from './i18n/zod-language';
import { isApiError } from './http';

// Zod's own messages in the language on screen, wherever a form checks a schema.
followLanguageInZod();

/**
 * Messages a form adds to the schema's, by field name (a count of images, a chosen file, an
 * older rule's wording); they win over the schema's message for the same field.
 */
export type ExtraChecks<TValues> = (values: TValues) => Record<string, string | undefined>;

/**
 * Checks a form with a shared zod schema (the API's own) through the zod resolver, on what would
 * be sent: `toPayload` turns the typed values into the body (trimmed, lists split, numbers
 * parsed). Error paths are the payload's, so forms name their fields after the payload's keys.
 * The submit handler receives the parsed payload.
 */
export function payloadResolver<
  TSchema extends z.ZodType,
  TValues extends FieldValues = z.input<TSchema> & FieldValues,
>(
  schema: TSchema,
  toPayload: (values: TValues) => unknown = (values) => values,
  extraChecks?: ExtraChecks<TValues>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  type Result = Awaited<ReturnType<Resolver<TValues, unknown, z.output<TSchema>>>>;
  const resolve = zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as (
    ...args: Parameters<Resolver<FieldValues>>
  ) => Promise<Result>;
  return async (values, context, options) => {
    const result = await resolve(toPayload(values) as FieldValues, context, options as never);
    const extra = Object.entries(extraChecks?.(values) ?? {}).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    );
    if (extra.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of extra) errors[name] = { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** The first message of each top-level field a schema finds in a value. */
export function schemaMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    messages[String(issue.path[0] ?? '')] ??= issue.message;
  }
  return messages;
}

/** The first message at a field or inside it (a list typed as one text reports per item). */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const found: unknown = get(errors, name);
  const first = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    for (const inner of Object.values(value)) {
      const text = first(inner);
      if (text) return text;
    }
    return undefined;
  };
  return first(found);
}

/** Every leaf path of the values, in their order (the form's order of fields). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || value instanceof File) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    leafPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

interface ServerErrorOptions {
  /** The form's name for a server path, where they differ. */
  rename?: (path: string) => string;
  /** What to say instead of the server's message (a 5xx says nothing useful). */
  message?: string;
}

/**
 * The one place a failed save reaches a form: the server's messages per field (the error
 * envelope's `fields`, under the form's names) go under their fields and the first of them, in
 * the form's order, takes the focus; a failure that names no field becomes the form's
 * `root.server` message. Returns the message for a toast.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  error: unknown,
  { rename = (path) => path, message = errorMessage(error) }: ServerErrorOptions = {},
): string {
  const fields = Object.entries((isApiError(error) && error.fields) || {}).map(
    ([path, text]) => [rename(path), text] as const,
  );
  if (fields.length === 0) {
    form.setError('root.server', { type: 'server', message });
    return message;
  }
  const order = leafPaths(form.getValues());
  const rank = (name: string) => {
    const index = order.findIndex((path) => path === name || path.startsWith(`${name}.`));
    return index === -1 ? order.length : index;
  };
  fields.sort(([a], [b]) => rank(a) - rank(b));
  fields.forEach(([name, text], index) =>
    form.setError(
      name as Path<TValues>,
      { type: 'server', message: text },
      { shouldFocus: index === 0 },
    ),
  );
  return message;
}

/**
 * A registered phone, PIN or number box that keeps only digits (at most `max`) as they are
 * typed or pasted.
 */
export const digitsField = <T extends UseFormRegisterReturn>(field: T, max?: number): T => ({
  ...field,
  onChange: (event: { target: HTMLInputElement }) => {
    event.target.value = digitsOnly(event.target.value, max);
    return field.onChange(event);
  },
});

/**
 * Checks a field again after another one changed, once it has something to check (the password
 * typed before its confirmation must not show the confirmation's message early).
 */
export const recheck =
  <TValues extends FieldValues>(
    form: Pick<UseFormReturn<TValues>, 'getValues' | 'getFieldState' | 'trigger'>,
    name: Path<TValues>,
  ) =>
  () => {
    if (form.getValues(name) || form.getFieldState(name).error) void form.trigger(name);
  };
