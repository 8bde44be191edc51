import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeOf, IMMUTABLE_CACHE_CONTROL, type Storage } from './storage';

export interface S3Credentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3StorageOptions extends S3Credentials {
  /** The S3 API address, e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** Base URL the stored files are served from; default: the bucket's own URL. */
  publicUrl?: string;
  /** `${endpoint}/${bucket}/key` (default) instead of `${bucket}.${endpoint host}/key`. */
  forcePathStyle?: boolean;
  /** How long one upload may take before it fails. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface S3RequestInit {
  method: string;
  /** Sent and signed; `x-amz-content-sha256` carries the body's hex SHA-256. */
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The signing time as 20130524T000000Z; default now (AWS's examples pin it). */
  datetime?: string;
}

/**
 * Signature Version 4 for S3 (aws4fetch). Every header we send is signed, content-type included
 * (aws4fetch leaves it out by default), so nothing between us and S3 can change what is stored.
 * No retries: one request per file, and a failure is reported at once.
 */
export function createS3Signer(credentials: S3Credentials) {
  const client = new AwsClient({ ...credentials, service: 's3', retries: 0 });
  return (url: URL, init: S3RequestInit) =>
    client.sign(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      aws: { allHeaders: true, datetime: init.datetime },
    });
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
  const sign = createS3Signer(options);

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const objectPath = pathStyle ? `${basePath}/${options.bucket}/${key}` : `${basePath}/${key}`;
      const url = new URL(`${endpoint.protocol}//${host}${objectPath}`);
      const body = new Uint8Array(bytes);
      const request = await sign(url, {
        method: 'PUT',
        headers: {
          'content-type': contentTypeOf(key),
          'cache-control': IMMUTABLE_CACHE_CONTROL,
          'x-amz-content-sha256': sha256Hex(body),
        },
        body,
      });

      let response: Response;
      try {
        response = await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
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
