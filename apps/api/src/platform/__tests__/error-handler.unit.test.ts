import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OUTAGE_RETRY_AFTER_SECONDS, OUTAGE_TEXTS } from '@saathi/shared';
import { classifyError, toErrorEnvelope } from '../error-handler';
import { AppError, HTTP_STATUS_BY_CODE } from '../errors';

const fastifyError = (code: string, statusCode: number) =>
  Object.assign(new Error('raw internal text'), { code, statusCode });

describe('classifyError', () => {
  it('keeps an AppError as it is, with its fields', () => {
    const error = new AppError('ALREADY_EXISTS', 'Username is already taken', {
      fields: { username: 'Username is already taken' },
    });
    expect(classifyError(error)).toEqual({
      code: 'ALREADY_EXISTS',
      message: 'Username is already taken',
      fields: { username: 'Username is already taken' },
    });
    expect(error.statusCode).toBe(409);
  });

  it('turns a ZodError into per-field messages, first message per field', () => {
    const result = z
      .object({
        name: z.string().min(1, 'Name is required'),
        address: z.object({ pin: z.string() }),
      })
      .safeParse({ name: '', address: {} });
    const classified = classifyError(result.error);
    expect(classified.code).toBe('VALIDATION_FAILED');
    expect(classified.fields).toMatchObject({ name: 'Name is required' });
    expect(Object.keys(classified.fields!)).toContain('address.pin');
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'INVALID_JSON'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_REQ_FILE_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE'],
    ['SOMETHING_ELSE', 429, 'RATE_LIMITED'],
  ])('maps Fastify %s to %s', (code, status, expected) => {
    const classified = classifyError(fastifyError(code, status));
    expect(classified.code).toBe(expected);
    expect(HTTP_STATUS_BY_CODE[classified.code]).toBe(status);
    expect(classified.message).not.toContain('raw internal text');
  });

  const withCause = (cause: unknown) =>
    Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a server shutting down (57P01)',
      withCause(Object.assign(new Error('terminating'), { code: '57P01' })),
    ],
    [
      'a statement timeout (57014)',
      withCause(Object.assign(new Error('canceling'), { code: '57014' })),
    ],
    ['a lost connection', withCause(new Error('Connection terminated unexpectedly'))],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a request past its time', fastifyError('FST_ERR_HANDLER_TIMEOUT', 503)],
  ])('answers %s as 503 with Retry-After', (_what, error) => {
    const classified = classifyError(error);
    expect(classified).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: OUTAGE_TEXTS.unavailable,
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    });
    expect(HTTP_STATUS_BY_CODE[classified.code]).toBe(503);
  });

  it("keeps a database error that is the request's own (a unique violation) a 500", () => {
    expect(classifyError(withCause(Object.assign(new Error('dup'), { code: '23505' }))).code).toBe(
      'INTERNAL',
    );
  });

  it('hides an unknown error behind a generic 500 message', () => {
    const classified = classifyError(new TypeError('cannot read secret of undefined'));
    expect(classified.code).toBe('INTERNAL');
    expect(classified.message).not.toMatch(/secret/);
  });

  it('builds the envelope with a request id only when given', () => {
    expect(toErrorEnvelope({ code: 'INTERNAL', message: 'x' }, 'req-123')).toEqual({
      success: false,
      error: { code: 'INTERNAL', message: 'x', requestId: 'req-123' },
    });
    expect(toErrorEnvelope({ code: 'NOT_FOUND', message: 'x' }).error).not.toHaveProperty(
      'requestId',
    );
  });
});
