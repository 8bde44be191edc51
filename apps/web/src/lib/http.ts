import type { ErrorCode } from '@saathi/shared/errors';
import { COMMON_MESSAGES } from '@saathi/shared/common-messages';
import { getAccessToken, getAuthHooks } from './auth-token';
import { reportAnswered, reportUnavailable } from './connection-state';
import { config, type ApiService } from './config';
import { currentLanguage } from './i18n/i18n';

/** A failed call, read from the error envelope `{success:false, error:{code, message, ...}}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly requestId?: string;
  /** From a 503's Retry-After header: when asking again makes sense. */
  readonly retryAfterSeconds?: number;

  constructor(options: {
    status: number;
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    requestId?: string;
    retryAfterSeconds?: number;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.requestId = options.requestId;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads any error body the API may send: the default envelope or a spec-shaped one. */
export function parseApiError(status: number, body: unknown): ApiError {
  const fallbackCode = CODE_BY_STATUS[status] ?? 'INTERNAL';
  if (isObject(body) && isObject(body.error) && typeof body.error.message === 'string') {
    const { code, message, fields, requestId } = body.error;
    return new ApiError({
      status,
      code: typeof code === 'string' ? (code as ErrorCode) : fallbackCode,
      message,
      fields: isObject(fields) ? (fields as Record<string, string>) : undefined,
      requestId: typeof requestId === 'string' ? requestId : undefined,
    });
  }
  let message: string = COMMON_MESSAGES.genericError;
  if (isObject(body)) {
    const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
    if (typeof body.message === 'string' && body.message) message = body.message;
    else if (typeof body.error === 'string' && body.error) message = body.error;
    else if (isObject(first) && typeof first.errorDescription === 'string')
      message = first.errorDescription;
  }
  return new ApiError({ status, code: fallbackCode, message });
}

function withRetryAfter(error: ApiError, response: Response) {
  const seconds = Number(response.headers.get('retry-after'));
  if (!(seconds > 0)) return error;
  const { status, code, message, fields, requestId } = error;
  return new ApiError({ status, code, message, fields, requestId, retryAfterSeconds: seconds });
}

export interface RequestOptions {
  service?: ApiService;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sends `Authorization: Bearer <token>`; a 401 refreshes the session once and retries once. */
  auth?: boolean;
  /** 'omit' for the calls the spec sends without credentials (referral lookup, username check). */
  credentials?: RequestCredentials;
  /** 'blob' resolves with the body as a Blob (file downloads such as a CSV export). */
  responseType?: 'json' | 'blob';
}

export function buildUrl(path: string, options: Pick<RequestOptions, 'service' | 'query'> = {}) {
  const base = config.apiBaseUrls[options.service ?? 'publicSite'];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** JSON over fetch. Resolves with the parsed body; rejects with an ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options, getAccessToken());
  } catch (error) {
    const hooks = getAuthHooks();
    if (!options.auth || !hooks || !isApiError(error) || error.status !== 401) throw error;
    const token = await hooks.refresh().catch(() => null);
    if (!token) {
      hooks.onExpired();
      throw error;
    }
    return send<T>(path, options, token);
  }
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  // The API answers errors in this language (decision 0140); a signed-in profile's choice wins.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.auth && token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: options.credentials ?? 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportUnavailable();
    throw new ApiError({
      status: 0,
      code: 'SERVICE_UNAVAILABLE',
      message: COMMON_MESSAGES.noResponse,
    });
  }

  if (response.status === 503) reportUnavailable();
  else reportAnswered();
  if (response.status === 204) return undefined as T;
  if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) throw withRetryAfter(parseApiError(response.status, body), response);
  if (!isJson) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: COMMON_MESSAGES.genericError,
    });
  }
  return body as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
