import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, contentTypeOf, IMMUTABLE_CACHE_CONTROL, type Storage } from './storage';

export interface S3StorageOptions {
  /** The S3 API address, e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the stored files are served from; default: the bucket's own URL. */
  publicUrl?: string;
  /** `${endpoint}/${bucket}/key` (default) instead of `${bucket}.${endpoint host}/key`. */
  forcePathStyle?: boolean;
  /** How long one upload may take before it fails. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** SigV4's URI encoding: RFC 3986, every byte but the unreserved characters A-Z a-z 0-9 - _ . ~ */
export function uriEncode(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A path as S3 signs it: each segment encoded once, the slashes kept. */
export const encodePath = (rawPath: string) => rawPath.split('/').map(uriEncode).join('/');

/** 20130524T000000Z: ISO 8601 basic format, UTC, whole seconds. */
const amzDateOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface SignRequestInput {
  method: string;
  /** The request URL; its path must already be encoded with encodePath. */
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Further headers to sign and send (content-type, cache-control...); names in any case. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256). */
  payloadHash: string;
  date?: Date;
}

/**
 * AWS Signature Version 4 for S3 with the Authorization header and a signed payload:
 * canonical request → string to sign → HMAC with the key derived from the secret, date, region
 * and service. Answers every header to send besides host (which fetch sets from the URL).
 */
export function signS3Request(input: SignRequestInput): Record<string, string> {
  const amzDate = amzDateOf(input.date ?? new Date());
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  headers['x-amz-content-sha256'] = input.payloadHash;
  headers['x-amz-date'] = amzDate;

  const signed: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = [...input.url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');

  const dateKey = hmac(`AWS4${input.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');

  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

const trimSlashes = (value: string) => value.replace(/\/+$/, '');

/** The bucket's own URL: `${endpoint}/${bucket}` (path style) or `${bucket}.${endpoint host}`. */
export function defaultS3PublicUrl(
  options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>,
) {
  const endpoint = new URL(options.endpoint);
  const basePath = trimSlashes(endpoint.pathname);
  return options.forcePathStyle === false
    ? `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}`
    : `${endpoint.origin}${basePath}/${options.bucket}`;
}

/** Reads S3's XML error code (`<Code>SignatureDoesNotMatch</Code>`); nothing else is echoed. */
const errorCodeOf = (body: string) => /<Code>([A-Za-z0-9.]{1,100})<\/Code>/.exec(body)?.[1];

/** The storage as objects in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces...). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const endpoint = new URL(options.endpoint);
  const basePath = trimSlashes(endpoint.pathname);
  const pathStyle = options.forcePathStyle !== false;
  const host = pathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
  const publicUrl = trimSlashes(options.publicUrl ?? defaultS3PublicUrl(options));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const objectPath = pathStyle ? `${basePath}/${options.bucket}/${key}` : `${basePath}/${key}`;
      const url = new URL(`${endpoint.protocol}//${host}${encodePath(objectPath)}`);
      const body = new Uint8Array(bytes);
      const headers = signS3Request({
        method: 'PUT',
        url,
        region: options.region,
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        headers: { 'content-type': contentTypeOf(key), 'cache-control': IMMUTABLE_CACHE_CONTROL },
        payloadHash: sha256Hex(body),
      });

      let response: Response;
      try {
        response = await fetch(url, {
          method: 'PUT',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(`S3 upload of ${key} failed: no answer from ${url.origin}`, {
          cause: error,
        });
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        const code = errorCodeOf(text) ?? 'no error code';
        throw new Error(`S3 upload of ${key} failed: ${response.status} ${code}`);
      }
      await response.body?.cancel();
      return `${publicUrl}/${key}`;
    },
  };
}
