import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  OUTAGE_RETRY_AFTER_SECONDS,
  OUTAGE_TEXTS,
  type ErrorCode,
  type ErrorEnvelope,
} from '@saathi/shared';
import { DEFAULT_LANGUAGE, type Language } from '@saathi/shared/locales';
import { isDatabaseUnavailable } from './db-errors';
import { isRedisUnavailable } from './rate-limit/redis-client';
import { CLIENT_MESSAGES, GENERIC_MESSAGES } from './error-messages';
import { AppError, HTTP_STATUS_BY_CODE } from './errors';
import { languageOf, translateMessage } from './message-language';
import { inZodLocale } from './zod-language';

interface Classified {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/**
 * The database (or the Redis that counts request limits) is down or slow, or the request outran
 * its time: the client retries later.
 */
const UNAVAILABLE: Classified = {
  code: 'SERVICE_UNAVAILABLE',
  message: OUTAGE_TEXTS.unavailable,
  retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
};

const fieldsFromPaths = (issues: { path: string; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path || '_'] ??= issue.message;
  return fields;
};

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'VALIDATION_FAILED',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
};

export function classifyError(error: unknown): Classified {
  if (error instanceof AppError) {
    const { code, message, fields, retryAfterSeconds } = error;
    return { code, message, fields, retryAfterSeconds };
  }
  if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) return UNAVAILABLE;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return {
      code: 'VALIDATION_FAILED',
      message: GENERIC_MESSAGES.invalidInput,
      fields: fieldsFromPaths(issues),
    };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return {
      code: 'VALIDATION_FAILED',
      message: GENERIC_MESSAGES.invalidInput,
      fields: fieldsFromPaths(issues),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_ERR_HANDLER_TIMEOUT') return UNAVAILABLE;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) {
    const message = (CLIENT_MESSAGES as Partial<Record<ErrorCode, string>>)[mapped];
    return { code: mapped, message: message ?? GENERIC_MESSAGES.invalidRequest };
  }
  if (fastifyError.statusCode === 429)
    return { code: 'RATE_LIMITED', message: CLIENT_MESSAGES.RATE_LIMITED };
  if (fastifyError.statusCode === 413)
    return { code: 'PAYLOAD_TOO_LARGE', message: CLIENT_MESSAGES.PAYLOAD_TOO_LARGE };
  if (fastifyError.statusCode === 415) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: CLIENT_MESSAGES.UNSUPPORTED_MEDIA_TYPE };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { code: 'VALIDATION_FAILED', message: GENERIC_MESSAGES.invalidRequest };
  }
  return { code: 'INTERNAL', message: GENERIC_MESSAGES.internal };
}

export function toErrorEnvelope(classified: Classified, requestId?: string): ErrorEnvelope {
  return {
    success: false,
    error: {
      code: classified.code,
      message: classified.message,
      ...(classified.fields ? { fields: classified.fields } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}

/** The message and field messages in `language`, where the catalogue knows them. */
function inLanguage(classified: Classified, language: Language): Classified {
  if (language === DEFAULT_LANGUAGE) return classified;
  const fields = classified.fields
    ? Object.fromEntries(
        Object.entries(classified.fields).map(([path, text]) => [
          path,
          translateMessage(text, language),
        ]),
      )
    : undefined;
  return { ...classified, message: translateMessage(classified.message, language), fields };
}

/** The body an error leaves in: the envelope, or a plugin's wrapping of it. */
type ErrorBody = (envelope: ErrorEnvelope, request: FastifyRequest) => unknown;

/**
 * An error handler: every failure leaves in the error envelope, which a plugin may wrap for its
 * clients (Fastify scopes a plugin's handler to its routes); internals never leak.
 */
export const createErrorHandler =
  (toBody: ErrorBody = (envelope) => envelope) =>
  async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    const found = classifyError((await inZodLocale(error, request, language)) ?? error);
    const classified = inLanguage(found, language);
    const status = HTTP_STATUS_BY_CODE[classified.code];
    if (found === UNAVAILABLE) request.log.warn({ err: error }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: classified.code }, classified.message);
    if (classified.retryAfterSeconds) {
      void reply.header('Retry-After', String(classified.retryAfterSeconds));
    }
    const envelope = toErrorEnvelope(classified, status >= 500 ? request.id : undefined);
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(toBody(envelope, request));
  };

/** The application's error handler. */
export const handleError = createErrorHandler();
