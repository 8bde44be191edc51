import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loadConfig, s3StorageOptions } from '../../config';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { createTestApp, testConfig } from '../../test/test-app';
import { signInNewAssociate, signInNewUser } from '../../test/builders/people';
import { uploadKycDocument } from '../../test/builders/wallet';
import { image, injectForm } from '../../test/form';
import { createS3Presigner, createS3Signer, createS3Storage } from '../s3-storage';
import { pageCsp } from '../../test/page-csp';

const BUCKET = 'saathi-uploads';
const ACCESS_KEY_ID = 'AKIDSAATHITEST';
const SECRET = 's3-test-secret-0123456789abcdefghij';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server({
    buckets: [BUCKET],
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
  });
});
afterAll(() => s3.close());

const storage = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({
    endpoint: s3.url,
    region: 'ap-south-1',
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    ...overrides,
  });

const webp = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .webp()
    .toBuffer();

/** A loopback port nothing listens on. */
async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('Signature Version 4', () => {
  // "Example: GET Object" and "Example: GET Bucket (List Objects)" of the AWS S3 SigV4 docs:
  // ground truth from AWS, besides the S3 server that checks every upload below.
  const AWS = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    datetime: '20130524T000000Z',
    emptyHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  };
  const vectors: {
    url: string;
    headers: Record<string, string>;
    signedHeaders: string;
    signature: string;
  }[] = [
    {
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9' },
      signedHeaders: 'host;range;x-amz-content-sha256;x-amz-date',
      signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    },
    {
      url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J',
      headers: {},
      signedHeaders: 'host;x-amz-content-sha256;x-amz-date',
      signature: '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    },
  ];

  it.each(vectors)('the signer reproduces AWS’s example $url', async (vector) => {
    const sign = createS3Signer(AWS);
    const signed = await sign(new URL(vector.url), {
      method: 'GET',
      headers: { ...vector.headers, 'x-amz-content-sha256': AWS.emptyHash },
      datetime: AWS.datetime,
    });
    expect(signed.headers.get('authorization')).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ` +
        `SignedHeaders=${vector.signedHeaders}, Signature=${vector.signature}`,
    );
  });

  it('signs the stored type and cache header too, so nothing on the way can change them', async () => {
    const signed = await createS3Signer(AWS)(new URL('https://examplebucket.s3.amazonaws.com/a'), {
      method: 'PUT',
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-amz-content-sha256': AWS.emptyHash,
      },
    });
    expect(signed.headers.get('authorization')).toContain(
      'SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,',
    );
  });
});

describe('createS3Storage', () => {
  it('puts a WebP that is then served with its type and a year-long immutable cache', async () => {
    const bytes = await webp();
    const url = await storage().put('brands/first-photo.webp', bytes);
    expect(url).toBe(`${s3.url}/${BUCKET}/brands/first-photo.webp`);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers URLs under S3_PUBLIC_URL (a CDN) when one is given', async () => {
    const url = await storage({ publicUrl: 'https://cdn.example.in/media/' }).put(
      'categories/cdn-photo.webp',
      await webp(),
    );
    expect(url).toBe('https://cdn.example.in/media/categories/cdn-photo.webp');
    expect((await s3.getObject(BUCKET, 'categories/cdn-photo.webp')).status).toBe(200);
  });

  it('fails clearly, without the secret, when S3 refuses the signature', async () => {
    const wrongSecret = 'not-the-secret-at-all-0123456789';
    const put = storage({ secretAccessKey: wrongSecret }).put('brands/refused.webp', await webp());
    await expect(put).rejects.toThrow(
      'S3 upload of brands/refused.webp failed: 403 SignatureDoesNotMatch',
    );
    const error = await put.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as Error).message).not.toContain(wrongSecret);
    expect(await s3.listKeys(BUCKET)).not.toContain('brands/refused.webp');
  });

  it('names the S3 error code of an unknown bucket or access key', async () => {
    await expect(
      storage({ bucket: 'no-such-bucket' }).put('brands/x.webp', await webp()),
    ).rejects.toThrow('404 NoSuchBucket');
    await expect(
      storage({ accessKeyId: 'AKIDWRONG' }).put('brands/x.webp', await webp()),
    ).rejects.toThrow('403 InvalidAccessKeyId');
  });

  it('fails clearly when the endpoint does not answer', async () => {
    const closed = await closedPortUrl();
    await expect(storage({ endpoint: closed }).put('brands/x.webp', await webp())).rejects.toThrow(
      `S3 upload of brands/x.webp failed: no answer from ${closed}`,
    );
  });

  it('refuses keys the server would not make', async () => {
    for (const key of ['../escape.webp', 'brands/../../x.webp', 'brands/a.svg', '/brands/a.webp']) {
      await expect(storage().put(key, await webp())).rejects.toThrow('Unsafe storage key');
    }
    const keys = await s3.listKeys(BUCKET);
    expect(keys).toContain('brands/first-photo.webp');
    expect(keys.some((key) => key.includes('..') || key.endsWith('.svg'))).toBe(false);
  });
});

describe('private objects', () => {
  const credentials = { region: 'ap-south-1', accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET };
  const privateUrl = (key: string) => new URL(`${s3.url}/${BUCKET}/private/${key}`);
  const errorOf = async (response: Response) =>
    /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];

  it('are stored under private/, never at the public URL, and kept out of caches', async () => {
    const bytes = await webp();
    await storage({ publicUrl: 'https://cdn.example.in/media' }).putPrivate(
      'kyc/secret.webp',
      bytes,
    );
    const keys = await s3.listKeys(BUCKET);
    expect(keys).toContain('private/kyc/secret.webp');
    expect(keys).not.toContain('kyc/secret.webp');
    const stored = await s3.getObject(BUCKET, 'private/kyc/secret.webp');
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(stored.headers.get('cache-control')).toBe('private, no-store');
  });

  it('are handed out as a presigned GET for five minutes, which reads the object', async () => {
    const bytes = await webp();
    const files = storage({ publicUrl: 'https://cdn.example.in/media' });
    await files.putPrivate('kyc/presigned.webp', bytes);
    const opened = await files.openPrivate('kyc/presigned.webp');
    expect(opened?.kind).toBe('redirect');
    const url = new URL((opened as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.url}/${BUCKET}/private/kyc/presigned.webp`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDSAATHITEST\/\d{8}\/ap-south-1\/s3\//,
    );
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuse a presigned URL whose signature was altered, or whose five minutes are over', async () => {
    await storage().putPrivate('kyc/guarded.webp', await webp());
    const presign = createS3Presigner(credentials);
    const fresh = new URL(await presign(privateUrl('kyc/guarded.webp'), { expiresSeconds: 300 }));
    const signature = fresh.searchParams.get('X-Amz-Signature')!;
    const altered = new URL(fresh);
    altered.searchParams.set(
      'X-Amz-Signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    const refused = await fetch(altered);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('SignatureDoesNotMatch');

    // Signed ten minutes ago for five: a fixed past, so no clock is raced.
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString().replace(/[:-]|\.\d{3}/g, '');
    const stale = await presign(privateUrl('kyc/guarded.webp'), {
      expiresSeconds: 300,
      datetime: tenMinutesAgo,
    });
    const expired = await fetch(stale);
    expect(expired.status).toBe(403);
    expect(await errorOf(expired)).toBe('AccessDenied');
    expect((await fetch(fresh)).status).toBe(200);
  });

  it('are deleted under private/ (a filing that failed), and a missing one is no error', async () => {
    const files = storage();
    await files.putPrivate('grievances/unused.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    await files.deletePrivate('grievances/unused.pdf');
    expect(await s3.listKeys(BUCKET)).not.toContain('private/grievances/unused.pdf');
    await expect(files.deletePrivate('grievances/unused.pdf')).resolves.toBeUndefined();
  });

  it('cannot be written or reached as public keys', async () => {
    await expect(storage().put('private/x.webp', await webp())).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(storage().readPublic('private/x.webp')).rejects.toThrow('Unsafe storage key');
  });
});

describe('S3 configuration', () => {
  const s3Env = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
  };

  it('is off by default and when the variables are blank', () => {
    expect(s3StorageOptions(testConfig())).toBeUndefined();
    const blank = {
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    };
    expect(s3StorageOptions(testConfig(blank))).toBeUndefined();
  });

  it('defaults to us-east-1 and path style', () => {
    expect(s3StorageOptions(testConfig(s3Env))).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      publicUrl: undefined,
      forcePathStyle: true,
    });
  });

  it('names each missing variable when only some are set', () => {
    const partial = { NODE_ENV: 'test', S3_ENDPOINT: s3Env.S3_ENDPOINT, S3_BUCKET: BUCKET };
    expect(() => loadConfig(partial)).toThrow(/S3_ACCESS_KEY_ID: is required for S3 storage/);
    expect(() => loadConfig(partial)).toThrow(/S3_SECRET_ACCESS_KEY: is required for S3 storage/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_PUBLIC_URL: 'https://cdn.example.in' })).toThrow(
      /S3_ENDPOINT: is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...s3Env, S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: a bucket name/,
    );
  });
});

describe('uploads through the app with S3_* set', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({
      S3_ENDPOINT: s3.url,
      S3_REGION: 'ap-south-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_PUBLIC_URL: 'https://cdn.example.in/saathi',
    });
  });
  afterAll(() => testApp?.close());

  it('stores a brand image in the bucket and answers its public URL', async () => {
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    const created = await injectForm(
      testApp.app,
      'POST',
      '/api/brands',
      { name: 'Bucket Brand', brandImage: await image() },
      admin.auth,
    );
    expect(created.statusCode).toBe(200);
    const brandImage: string = created.json().data.brandImage;
    expect(brandImage).toMatch(/^https:\/\/cdn\.example\.in\/saathi\/brands\/[a-z0-9-]+\.webp$/);

    const key = brandImage.slice('https://cdn.example.in/saathi/'.length);
    const stored = await s3.getObject(BUCKET, key);
    expect(stored.status).toBe(200);
    const body = Buffer.from(await stored.arrayBuffer());
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a KYC document private and redirects those who may see it to a presigned GET', async () => {
    const owner = await signInNewAssociate(testApp.app, testApp.db);
    const document = await uploadKycDocument(testApp.app, owner.auth);
    const key = `kyc/${document.split('/').pop()!}`;
    const keys = await s3.listKeys(BUCKET);
    expect(keys).toContain(`private/${key}`);
    expect(keys).not.toContain(key);

    const answer = await testApp.app.inject({ method: 'GET', url: document, headers: owner.auth });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const location = new URL(answer.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${s3.url}/${BUCKET}/private/${key}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // The browser fetches it from the bucket's origin, which the CSP allows for that.
    expect(pageCsp(testApp.app)).toMatch(
      new RegExp(`connect-src [^;]*${s3.url.replaceAll('.', '\\.')}`),
    );

    const stranger = await signInNewAssociate(testApp.app, testApp.db);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: document,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
    const finance = await signInNewUser(testApp.app, testApp.db, { roles: ['FINANCE'] });
    const decider = await testApp.app.inject({
      method: 'GET',
      url: document,
      headers: finance.auth,
    });
    expect(decider.statusCode).toBe(302);
  });
});
