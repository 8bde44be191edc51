import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@saathi/shared/messages';
import { ApiError, buildUrl, http, parseApiError } from '../http';

const respond = (body: unknown, status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('returns the parsed JSON body of a success', async () => {
    respond({ success: true, data: { ok: 1 } }, 200);
    await expect(http.get('/api/company-settings')).resolves.toEqual({
      success: true,
      data: { ok: 1 },
    });
  });

  it('sends JSON bodies with a content type', async () => {
    respond({ success: true }, 201);
    await http.post('/contacts', { name: 'Asha' });
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe('/contacts');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Asha"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns the error envelope into a typed ApiError', async () => {
    respond(
      {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          fields: { name: 'Name is required' },
          requestId: 'req-1',
        },
      },
      400,
    );
    const error = await http.post('/contacts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      fields: { name: 'Name is required' },
      requestId: 'req-1',
    });
  });

  it('reads the catalogue error shape and falls back to a code from the status', () => {
    const error = parseApiError(404, { data: [], errors: [{ errorDescription: 'No products' }] });
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No products' });
  });

  it('gives a generic message when the body says nothing', () => {
    expect(parseApiError(500, undefined)).toMatchObject({
      code: 'INTERNAL',
      message: MESSAGES.common.genericError,
    });
  });

  it('reports an unreachable server as "No response from server."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/api/products')).rejects.toMatchObject({
      status: 0,
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.common.noResponse,
    });
  });

  it('rejects a success that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html></html>', { status: 200 })),
    );
    await expect(http.get('/api/products')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('buildUrl', () => {
  it('adds defined query values only', () => {
    expect(buildUrl('/contacts', { query: { page: 1, limit: 10, q: undefined } })).toBe(
      '/contacts?page=1&limit=10',
    );
  });
});
