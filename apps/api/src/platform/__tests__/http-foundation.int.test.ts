import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '@saathi/shared';
import { createTestApp } from '../../test/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'saathi-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
// The web build writes a brotli copy beside each text asset.
const bigAsset = `export const text = '${'saathi '.repeat(400)}';`;
writeFileSync(path.join(webDist, 'assets', 'big-abc123.js'), bigAsset);
writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigAsset));

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };
const validLead = { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' };

describe('health', () => {
  it('answers /healthz and /readyz with the database checked', async () => {
    const health = await testApp.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('not found and the SPA', () => {
  it('answers an unknown API path with a JSON 404, even for a browser', async () => {
    for (const url of ['/api/nothing-here', '/auth/unknown', '/addresses/1/x']) {
      const response = await testApp.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('serves index.html for page routes, uncached', async () => {
    for (const url of [
      '/',
      '/about/ourcompany',
      '/manage/profile',
      '/Inspiring%20World/registrationfrom',
      '/no/such/page',
    ]) {
      const response = await testApp.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("answers a page's revalidation (304) with the page's security headers", async () => {
    const first = await testApp.app.inject({ url: '/manage/profile', headers: html });
    const etag = String(first.headers.etag);
    const again = await testApp.app.inject({
      url: '/manage/profile',
      headers: { ...html, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // The browser replaces its copy's headers with these: a short policy would block the page.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves index.html to clients that accept anything', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await testApp.app.inject({ url: '/about/ourcompany', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('answers JSON 404 for a non-HTML request to a page path', async () => {
    const response = await testApp.app.inject({
      url: '/about/ourcompany',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await testApp.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await testApp.app.inject({ url: '/assets/gone-000.js', headers: html });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the brotli copy of an asset to a browser that takes it, else the original', async () => {
    const url = '/assets/big-abc123.js';
    const encoded = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers.vary).toContain('accept-encoding');
    expect(encoded.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(encoded.rawPayload).toString()).toBe(bigAsset);
    const plain = await testApp.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });
});

describe('bad input', () => {
  it('answers 400 with per-field errors in the envelope, using the spec texts', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      payload: { name: '', mobile: '12345', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        fields: {
          name: 'Name is required',
          mobile: 'Mobile number must be 10 digits',
          email: 'Invalid email format',
        },
      },
    });
  });

  it('refuses unknown fields on a write route', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      payload: { ...validLead, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it('answers a wrong content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: { 'content-type': 'text/xml' },
      payload: '<lead/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413 and stores nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validLead, name: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers absurd path values with 400, not 500', async () => {
    const response = await testApp.app.inject({ url: `/api/pages/${'A'.repeat(150)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('slug');
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame-ancestors none and a referrer policy, plus a request id', async () => {
    const response = await testApp.app.inject({ url: '/', headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a safe incoming request id and replaces an unsafe one', async () => {
    const kept = await testApp.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await testApp.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });

  it('sends them with refusals and errors too', async () => {
    const refused = await testApp.app.inject({ url: '/api/cart/user/1' });
    const missing = await testApp.app.inject({ url: '/api/no-such-route' });
    for (const response of [refused, missing]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      // Not a page: the short set, which still refuses sniffing and framing (decision 0106).
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('OpenAPI', () => {
  it('publishes the document generated from the shared schemas, and Swagger UI', async () => {
    const response = await testApp.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/readyz',
        '/contacts',
        '/api/company-settings',
        '/api/pages/{slug}',
      ]),
    );
    const docs = await testApp.app.inject({ url: '/docs/', headers: html });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
