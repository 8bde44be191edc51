import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import {
  assertSafeKey,
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PRIVATE_PREFIX,
  type Storage,
} from './storage';

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
/** How long a private file's signed URL works: enough to follow the redirect, not to share it. */
export const PRESIGNED_URL_SECONDS = 300;
const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface S3RequestInit {
  method: string;
  /** Sent and signed; `x-amz-content-sha256` carries the body's hex SHA-256. */
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The signing time as 20130524T000000Z; default now (AWS's examples pin it). */
  datetime?: string;
}

const s3Client = (credentials: S3Credentials) =>
  new AwsClient({ ...credentials, service: 's3', retries: 0 });

/**
 * Signature Version 4 for S3 (aws4fetch). Every header we send is signed, content-type included
 * (aws4fetch leaves it out by default), so nothing between us and S3 can change what is stored.
 * No retries: one request per file, and a failure is reported at once.
 */
export function createS3Signer(credentials: S3Credentials) {
  const client = s3Client(credentials);
  return (url: URL, init: S3RequestInit) =>
    client.sign(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      aws: { allHeaders: true, datetime: init.datetime },
    });
}

/**
 * A presigned GET (query-string SigV4): the URL alone lets its holder read one object until
 * `expiresSeconds` after `datetime` (default now); nothing else about the bucket is given away.
 */
export function createS3Presigner(credentials: S3Credentials) {
  const client = s3Client(credentials);
  return async (url: URL, options: { expiresSeconds: number; datetime?: string }) => {
    const target = new URL(url);
    target.searchParams.set('X-Amz-Expires', String(options.expiresSeconds));
    const signed = await client.sign(target.href, {
      method: 'GET',
      aws: { signQuery: true, datetime: options.datetime },
    });
    return signed.url;
  };
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

async function failure(what: string, response: Response) {
  const text = await response.text().catch(() => '');
  return new Error(`S3 ${what} failed: ${response.status} ${errorCodeOf(text) ?? 'no error code'}`);
}

/**
 * The storage as objects in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces...). Public
 * files are read at S3_PUBLIC_URL; private ones live under `private/`, which the bucket's policy
 * keeps from anonymous readers (decision 0097), and leave through presigned GETs.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const endpoint = new URL(options.endpoint);
  const basePath = trimSlashes(endpoint.pathname);
  const pathStyle = options.forcePathStyle !== false;
  const host = pathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
  const bucketPath = pathStyle ? `${basePath}/${options.bucket}` : basePath;
  const publicUrl = trimSlashes(options.publicUrl ?? defaultS3PublicUrl(options));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sign = createS3Signer(options);
  const presign = createS3Presigner(options);
  const urlOf = (objectKey: string) =>
    new URL(`${endpoint.protocol}//${host}${bucketPath}/${objectKey}`);

  /** One signed request; no answer within the timeout is an error naming the endpoint. */
  async function send(what: string, url: URL, init: Omit<S3RequestInit, 'datetime'>) {
    const request = await sign(url, init);
    try {
      return await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new Error(`S3 ${what} failed: no answer from ${url.origin}`, { cause: error });
    }
  }

  async function putObject(objectKey: string, bytes: Buffer, cacheControl: string) {
    const body = new Uint8Array(bytes);
    const what = `upload of ${objectKey}`;
    const response = await send(what, urlOf(objectKey), {
      method: 'PUT',
      headers: {
        'content-type': contentTypeOf(objectKey),
        'cache-control': cacheControl,
        'x-amz-content-sha256': sha256Hex(body),
      },
      body,
    });
    if (!response.ok) throw await failure(what, response);
    await response.body?.cancel();
  }

  const bodiless = (method: string) => ({
    method,
    headers: { 'x-amz-content-sha256': EMPTY_BODY_SHA256 },
  });

  async function deleteObject(objectKey: string) {
    const what = `delete of ${objectKey}`;
    const response = await send(what, urlOf(objectKey), bodiless('DELETE'));
    if (!response.ok && response.status !== 404) throw await failure(what, response);
    await response.body?.cancel();
  }

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      await putObject(key, bytes, IMMUTABLE_CACHE_CONTROL);
      return `${publicUrl}/${key}`;
    },
    async putPrivate(key, bytes) {
      assertSafeKey(key);
      await putObject(`${PRIVATE_PREFIX}${key}`, bytes, PRIVATE_CACHE_CONTROL);
    },
    async openPrivate(key) {
      assertSafeKey(key);
      // Whether the object exists is the bucket's answer to the browser: no round trip here.
      const url = await presign(urlOf(`${PRIVATE_PREFIX}${key}`), {
        expiresSeconds: PRESIGNED_URL_SECONDS,
      });
      return { kind: 'redirect', url };
    },
    async readPublic(key) {
      assertSafeKey(key);
      const what = `read of ${key}`;
      const response = await send(what, urlOf(key), bodiless('GET'));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(what, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async deletePublic(key) {
      assertSafeKey(key);
      await deleteObject(key);
    },
    async deletePrivate(key) {
      assertSafeKey(key);
      await deleteObject(`${PRIVATE_PREFIX}${key}`);
    },
  };
}
