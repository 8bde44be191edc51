import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { createTestApp } from '../../../test/test-app';
import { createTestAssociate, createTestUser } from '../../../test/builders/people';
import { findCustomerSponsor } from '../../associates';
import { pageCsp } from '../../../test/page-csp';

const CLIENT_ID = 'saathi-test.apps.googleusercontent.com';
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let jwksServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  testApp = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});
afterAll(async () => {
  await testApp.close();
  jwksServer.close();
});

const idToken = (
  claims: Record<string, unknown> = {},
  options: { key?: CryptoKey; audience?: string; expires?: string | number } = {},
) =>
  new SignJWT({ email_verified: true, given_name: 'Lakshmi', family_name: 'Menon', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject('1234567890')
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(options.key ?? signingKey);

const google = async (token: string, cookies: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/auth/google', payload: { idToken: token }, cookies });

describe('POST /auth/google', () => {
  it('announces the client id so the web app shows the button', async () => {
    const response = await testApp.app.inject({ url: '/api/auth-config' });
    expect(response.json()).toEqual({
      success: true,
      data: { googleClientId: CLIENT_ID, isDevOutbox: true },
    });
  });

  it('creates a customer for a new verified email, then signs the same account in', async () => {
    const email = `lakshmi${Date.now()}@gmail.com`;
    const first = await google(await idToken({ email }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({
      primaryEmail: email,
      roles: ['CUSTOMER'],
      firstName: 'Lakshmi',
      loginType: 'EMAIL',
    });
    expect(first.json().user.username).toMatch(/^lakshmi\d+$/);
    const again = await google(await idToken({ email: email.toUpperCase() }));
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it("makes a new customer the shop link's, and leaves an existing one's referrer alone", async () => {
    const { node, user: owner } = await createTestAssociate(testApp.db, { firstName: 'Ravi' });
    const cookies = { saathi_ref: node.referralCode };
    const email = `meera${Date.now()}@gmail.com`;
    const created = await google(await idToken({ email }), cookies);
    expect(created.statusCode, created.body).toBe(200);
    const userId = created.json().user.id as number;
    expect((await findCustomerSponsor({ db: testApp.db, userId }))?.id).toBe(node.id);
    const told = await testApp.app.inject({
      url: `/dev/outbox?destination=${encodeURIComponent(owner.primaryEmail!)}`,
    });
    expect(told.json().data[0].subject).toMatch(/signed up through your shop link$/);

    const existing = await createTestUser(testApp.db, {
      primaryEmail: `walkin${Date.now()}@gmail.com`,
    });
    await google(await idToken({ email: existing.primaryEmail }), cookies);
    expect(await findCustomerSponsor({ db: testApp.db, userId: existing.id })).toBe(undefined);
  });

  it('signs in an existing account that has the verified email', async () => {
    const user = await createTestUser(testApp.db, {
      primaryEmail: `existing${Date.now()}@gmail.com`,
    });
    const response = await google(await idToken({ email: user.primaryEmail }));
    expect(response.json().user.id).toBe(user.id);
  });

  it.each([
    ['a wrong audience', () => idToken({ email: 'a@gmail.com' }, { audience: 'someone-else' })],
    [
      'an expired token',
      () => idToken({ email: 'a@gmail.com' }, { expires: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['a bad signature', () => idToken({ email: 'a@gmail.com' }, { key: strangerKey })],
    ['an unverified email', () => idToken({ email: 'a@gmail.com', email_verified: false })],
  ])('refuses %s with 401', async (_label, makeToken) => {
    const response = await google(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('CSP with Google sign-in', () => {
  it("lets Google's script and button frame load only when enabled", async () => {
    const enabled = pageCsp(testApp.app);
    expect(enabled).toContain("script-src 'self' https://accounts.google.com");
    expect(enabled).toContain('frame-src https://accounts.google.com');
    const plain = await createTestApp();
    try {
      const csp = pageCsp(plain.app);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-src 'none'");
    } finally {
      await plain.close();
    }
  });
});
