// Zod's own messages (a check with no text of ours: a length past `max`, a wrong type) in the
// person's language (decision 0181). Zod's global config cannot follow each request's language; a
// per-parse error map can, and ranks below a schema's own text, so ours stay (translated after, by
// translateMessage).
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, ZodType } from 'zod';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';
import english from 'zod/v4/locales/en.js';
import { DEFAULT_LANGUAGE, type Language } from '@saathi/shared/locales';
import { ZOD_LOCALES } from '@saathi/shared/locales/zod-locales';

/** Each language's zod locale, loaded once when first needed. */
const zodLocales = new Map<Language, Promise<$ZodErrorMap>>();
const zodLocaleOf = (language: Exclude<Language, typeof DEFAULT_LANGUAGE>) => {
  let locale = zodLocales.get(language);
  if (!locale) {
    locale = ZOD_LOCALES[language]().then((module) => module.default().localeError);
    zodLocales.set(language, locale);
  }
  return locale;
};

/** The request's part each of Fastify's validation contexts checked. */
const REQUEST_PARTS = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
} as const;

/** A request's failed validation, parsed again with the locale; null when it cannot be. */
function validatedAgain(error: unknown, request: FastifyRequest, localeError: $ZodErrorMap) {
  const context = (error as { validationContext?: string }).validationContext;
  const part = REQUEST_PARTS[context as keyof typeof REQUEST_PARTS];
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[
    context ?? ''
  ];
  if (!part || !(schema instanceof ZodType)) return null;
  try {
    return schema.safeParse(request[part], { error: localeError }).error ?? null;
  } catch {
    return null; // an async check: the first answer stands
  }
}

const englishError = english().localeError;
const textOf = (message: ReturnType<$ZodErrorMap>) =>
  typeof message === 'string' ? message : message?.message;

/**
 * A ZodError a service threw from its own parse (no schema at hand to parse again): each message
 * zod's English locale wrote, written again by the language's locale from the issue; ours (which
 * zod's English would not have written) stay.
 */
function rewritten(error: ZodError, localeError: $ZodErrorMap) {
  return new ZodError(
    error.issues.map((issue) => {
      const raw = issue as unknown as $ZodRawIssue;
      if (textOf(englishError(raw)) !== issue.message) return issue;
      return { ...issue, message: textOf(localeError(raw)) ?? issue.message };
    }),
  );
}

/**
 * The error with zod's own messages in `language`: a request's failed validation parsed again
 * against its route's schema with that language's zod locale, or a service's ZodError written
 * again. Null when there is nothing to redo (English, another error).
 */
export async function inZodLocale(
  error: unknown,
  request: FastifyRequest,
  language: Language,
): Promise<ZodError | null> {
  if (language === DEFAULT_LANGUAGE) return null;
  const isValidation = hasZodFastifySchemaValidationErrors(error);
  if (!isValidation && !(error instanceof ZodError)) return null;
  const localeError = await zodLocaleOf(language);
  if (isValidation) return validatedAgain(error, request, localeError);
  return rewritten(error as ZodError, localeError);
}
