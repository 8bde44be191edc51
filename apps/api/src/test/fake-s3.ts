import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * An in-process stand-in for an S3-compatible server: path-style PUT and GET of objects, with
 * Signature Version 4 checked the way S3 checks it. The checking code is written here from the
 * AWS documentation on purpose and shares nothing with platform/s3-storage.ts, so a signer that
 * drifts from the spec fails against it (the test file also checks it on AWS's published example).
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3Options {
  buckets: string[];
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const hexSha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 percent-encoding of every byte outside A-Z a-z 0-9 - _ . ~ (SigV4's UriEncode). */
function awsUriEncode(text: string) {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface SignatureInput {
  method: string;
  /** The path as it arrived (percent-encoded), without the query. */
  rawPath: string;
  /** The query string as it arrived, without '?'. */
  rawQuery: string;
  /** Request headers, names lower-case. */
  headers: Record<string, string | string[] | undefined>;
  /** Lower-case names from the Authorization header's SignedHeaders, ';'-separated. */
  signedHeaders: string;
  payloadHash: string;
  amzDate: string;
  region: string;
  secretAccessKey: string;
}

/** The signature S3 would compute for a request (AWS "Signature Calculations", single chunk). */
export function expectedSignature(input: SignatureInput) {
  // Canonical URI: each path segment decoded, then encoded once; '/' kept.
  const canonicalUri = input.rawPath
    .split('/')
    .map((segment) => awsUriEncode(decodeURIComponent(segment)))
    .join('/');
  // Canonical query: every name=value encoded, sorted by name then value.
  const pairs = input.rawQuery
    ? input.rawQuery.split('&').map((part) => {
        const at = part.indexOf('=');
        const name = at === -1 ? part : part.slice(0, at);
        const value = at === -1 ? '' : part.slice(at + 1);
        const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
        return [awsUriEncode(decode(name)), awsUriEncode(decode(value))];
      })
    : [];
  pairs.sort((left, right) => {
    const byName = Buffer.compare(Buffer.from(left[0]!), Buffer.from(right[0]!));
    return byName || Buffer.compare(Buffer.from(left[1]!), Buffer.from(right[1]!));
  });
  const canonicalQuery = pairs.map(([name, value]) => `${name}=${value}`).join('&');
  // Canonical headers: the signed ones, in the order given, values trimmed, runs of spaces folded.
  let canonicalHeaders = '';
  for (const name of input.signedHeaders.split(';')) {
    const raw = input.headers[name];
    const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
    canonicalHeaders += `${name}:${value.trim().replace(/ +/g, ' ')}\n`;
  }
  const canonicalRequest =
    `${input.method}\n${canonicalUri}\n${canonicalQuery}\n` +
    `${canonicalHeaders}\n${input.signedHeaders}\n${input.payloadHash}`;

  const day = input.amzDate.slice(0, 8);
  const credentialScope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${input.amzDate}\n${credentialScope}\n${hexSha256(canonicalRequest)}`;

  let key: Buffer = createHmac('sha256', `AWS4${input.secretAccessKey}`).update(day).digest();
  for (const part of [input.region, 's3', 'aws4_request']) {
    key = createHmac('sha256', key).update(part).digest();
  }
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const MESSAGES: Record<string, string> = {
  AccessDenied: 'Access Denied',
  AuthorizationHeaderMalformed: 'The authorization header is malformed.',
  InvalidAccessKeyId: 'The AWS Access Key Id you provided does not exist in our records.',
  MethodNotAllowed: 'The specified method is not allowed against this resource.',
  NoSuchBucket: 'The specified bucket does not exist',
  NoSuchKey: 'The specified key does not exist.',
  RequestTimeTooSkewed:
    "The difference between the request time and the server's time is too large.",
  SignatureDoesNotMatch:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  XAmzContentSHA256Mismatch:
    "The provided 'x-amz-content-sha256' header does not match what was computed.",
};

function sendError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code>` +
      `<Message>${MESSAGES[code] ?? code}</Message><RequestId>${randomUUID()}</RequestId></Error>`,
  );
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses x-amz-date (20130524T000000Z) into epoch ms; NaN when malformed. */
function amzDateToMs(value: string) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

/** Starts the fake on 127.0.0.1 (a free port); `url` is its endpoint for S3_ENDPOINT. */
export async function startFakeS3(options: FakeS3Options) {
  const region = options.region ?? 'us-east-1';
  const buckets = new Set(options.buckets);
  /** Stored objects by `${bucket}/${key}`. */
  const objects = new Map<string, FakeS3Object>();
  const rejected: string[] = [];

  /** Answers the S3 error code that refuses the request, or undefined when it is signed right. */
  function checkSignature(request: IncomingMessage, body: Buffer): [number, string] | undefined {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match) return [403, 'AccessDenied'];
    const [, accessKeyId, day, signedRegion, signedHeaders, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (accessKeyId !== options.accessKeyId) return [403, 'InvalidAccessKeyId'];
    if (signedRegion !== region) return [400, 'AuthorizationHeaderMalformed'];
    const names = signedHeaders.split(';');
    const sorted = [...names].sort().join(';') === signedHeaders;
    if (!sorted || !names.includes('host') || !names.includes('x-amz-date')) {
      return [400, 'AuthorizationHeaderMalformed'];
    }
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const time = amzDateToMs(amzDate);
    if (!amzDate.startsWith(day)) return [400, 'AuthorizationHeaderMalformed'];
    if (!(Math.abs(Date.now() - time) <= MAX_CLOCK_SKEW_MS)) return [403, 'RequestTimeTooSkewed'];
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== hexSha256(body)) {
      return [400, 'XAmzContentSHA256Mismatch'];
    }
    const target = request.url ?? '/';
    const queryAt = target.indexOf('?');
    const expected = expectedSignature({
      method: request.method ?? 'GET',
      rawPath: queryAt === -1 ? target : target.slice(0, queryAt),
      rawQuery: queryAt === -1 ? '' : target.slice(queryAt + 1),
      headers: request.headers,
      signedHeaders,
      payloadHash,
      amzDate,
      region,
      secretAccessKey: options.secretAccessKey,
    });
    const same = timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
    return same ? undefined : [403, 'SignatureDoesNotMatch'];
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://fake-s3').pathname;
      const slash = path.indexOf('/', 1);
      const bucket = decodeURIComponent(slash === -1 ? path.slice(1) : path.slice(1, slash));
      const key = slash === -1 ? '' : decodeURIComponent(path.slice(slash + 1));
      if (!buckets.has(bucket)) return sendError(response, 404, 'NoSuchBucket');

      if (request.method === 'PUT' && key) {
        const refusal = checkSignature(request, body);
        if (refusal) {
          rejected.push(refusal[1]);
          return sendError(response, ...refusal);
        }
        objects.set(`${bucket}/${key}`, {
          body,
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && key) {
        // A public-read bucket: objects are served without a signature.
        const object = objects.get(`${bucket}/${key}`);
        if (!object) return sendError(response, 404, 'NoSuchKey');
        response.writeHead(200, {
          'content-type': object.contentType ?? 'binary/octet-stream',
          'content-length': object.body.length,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return response.end(request.method === 'GET' ? object.body : undefined);
      }
      return sendError(response, 405, 'MethodNotAllowed');
    })().catch(() => {
      if (!response.headersSent) sendError(response, 500, 'InternalError');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    /** Error codes of refused PUTs, oldest first. */
    rejected,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
