import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SignJWT } from 'jose';
import { ADMIN_USER_MESSAGES } from '@saathi/shared';
import { openDatabase } from '../../../db/client';
import { createTestApp } from '../../../test/test-app';
import { createTokenRevocations } from '../services/token-revocations';
import { createTestUser } from '../../../test/builders/people';

// One signing secret, so a second API process on the same database accepts this one's tokens.
const JWT_SECRET = randomBytes(24).toString('hex');
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ JWT_SECRET });
});
afterAll(() => testApp.close());

const login = (usernameOrEmail: string, password: string, remoteAddress = '192.0.2.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { usernameOrEmail, password },
    remoteAddress,
  });

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'saathi_refresh');

describe('POST /auth/login', () => {
  it('signs in by username or email, case-insensitively, answering {token, user} and a cookie', async () => {
    const user = await createTestUser(testApp.db, {
      username: 'Priya2024',
      primaryEmail: 'Priya@Example.in',
    });
    for (const identifier of ['priya2024', 'PRIYA2024', 'priya@example.in']) {
      const response = await login(identifier, user.password);
      expect(response.statusCode, identifier).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^ey/);
      expect(body.user).toMatchObject({ id: user.id, username: 'Priya2024', roles: ['CUSTOMER'] });
      expect(body.user).not.toHaveProperty('passwordHash');
      const cookie = cookieOf(response)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
      expect(cookie.value).toBe(body.refreshToken);
    }
  });

  it('signs a phone-registered user in by the phone however it is typed (issue 28)', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const user = await createTestUser(testApp.db, {
      loginType: 'PHONE',
      primaryEmail: null,
      primaryPhone: phone,
    });
    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    for (const identifier of [phone, spaced, `91${phone}`, ` ${phone} `]) {
      const response = await login(identifier, user.password, '192.0.2.9');
      expect(response.statusCode, identifier).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, primaryPhone: phone });
    }
    const wrong = await login(spaced, 'Wrong1234', '192.0.2.9');
    expect(wrong.statusCode).toBe(401);
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const user = await createTestUser(testApp.db);
    const wrong = await login(user.username, 'Wrong1234', '192.0.2.2');
    const unknown = await login('nobody-here', 'Wrong1234', '192.0.2.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Invalid username or password',
      });
    }
  });

  it('validates the body', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['usernameOrEmail', 'password']);
  });

  it('throttles an account after 5 failures in 15 minutes, even with the right password', async () => {
    const user = await createTestUser(testApp.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.username, 'Wrong1234', `192.0.2.${10 + i}`)).statusCode).toBe(401);
    }
    const throttled = await login(user.username, user.password, '192.0.2.99');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('limits one client address, and a forged X-Forwarded-For does not reset it', async () => {
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { usernameOrEmail: 'nobody', password: 'x' },
        remoteAddress: '198.51.100.50',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const user = await createTestUser(testApp.db);
    const first = (await login(user.username, user.password, '192.0.2.40')).json();
    const rotate = (refreshToken: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/auth/refresh-token',
        payload: { refreshToken },
        remoteAddress: '192.0.2.40',
      });

    const second = await rotate(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const data = second.json().data;
    expect(data.accessToken).toMatch(/^ey/);
    expect(data.refreshToken).not.toBe(first.refreshToken);
    expect(cookieOf(second)!.value).toBe(data.refreshToken);

    const replay = await rotate(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The thief's copy and the owner's newer token are both dead now.
    expect((await rotate(data.refreshToken)).statusCode).toBe(401);
  });

  it('refreshes from the cookie alone', async () => {
    const user = await createTestUser(testApp.db);
    const signIn = await login(user.username, user.password, '192.0.2.41');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      cookies: { saathi_refresh: cookieOf(signIn)!.value },
      remoteAddress: '192.0.2.41',
    });
    expect(response.statusCode).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const user = await createTestUser(testApp.db);
    const { refreshToken } = (await login(user.username, user.password, '192.0.2.42')).json();
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout)!.value).toBe('');
    const after = await testApp.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(after.statusCode).toBe(401);
  });

  it("logout refuses the session's access token at once, and only that session's", async () => {
    const user = await createTestUser(testApp.db);
    const ended = (await login(user.username, user.password, '192.0.2.44')).json();
    const other = (await login(user.username, user.password, '192.0.2.45')).json();
    const me = (token: string, app = testApp.app) =>
      app.inject({ url: '/user/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(ended.token)).statusCode).toBe(200);

    await testApp.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refreshToken: ended.refreshToken },
    });
    const refused = await me(ended.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(ADMIN_USER_MESSAGES.sessionEnded);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it.runIf(Boolean(inject('postgres')))(
    'a logout in one API process refuses the access token in another (PostgreSQL)',
    async () => {
      const database = await openDatabase({ databaseUrl: testApp.database.connectionString! });
      const second = await createTestApp({ JWT_SECRET }, { database });
      try {
        const user = await createTestUser(testApp.db);
        const session = (await login(user.username, user.password, '192.0.2.46')).json();
        const me = () =>
          second.app.inject({
            url: '/user/me',
            headers: { authorization: `Bearer ${session.token}` },
          });
        expect((await me()).statusCode).toBe(200);
        await testApp.app.inject({
          method: 'POST',
          url: '/auth/logout',
          payload: { refreshToken: session.refreshToken },
        });
        await expect.poll(async () => (await me()).statusCode, { timeout: 5_000 }).toBe(401);
      } finally {
        await second.close();
      }
    },
  );

  // Decision 0154: the profile's language rides in the token; a change outranks older tokens.
  it('signs the profile language into the token, and a restarted memory knows a change', async () => {
    const user = await createTestUser(testApp.db);
    const first = (await login(user.username, user.password, '192.0.2.47')).json();
    const auth = { authorization: `Bearer ${first.token}` };
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/user/${user.id}`,
      headers: auth,
      payload: { preferredLanguage: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    const second = (await login(user.username, user.password, '192.0.2.47')).json();
    expect((await testApp.app.accessTokens.verify(first.token))?.language).toBeNull();
    expect((await testApp.app.accessTokens.verify(second.token))?.language).toBe('hi');

    // Another process, or this one restarted, learns the change from the database at start.
    const restarted = createTokenRevocations(testApp.database);
    await restarted.start();
    try {
      const older = (await testApp.app.accessTokens.verify(first.token))!;
      expect(restarted.languageFor(older)).toBe('hi');
      expect(restarted.languageFor({ ...older, userId: -1 })).toBeNull();
    } finally {
      await restarted.stop();
    }
  });

  it.runIf(Boolean(inject('postgres')))(
    "a language change in one API process shows in another's next error answer (PostgreSQL)",
    async () => {
      const database = await openDatabase({ databaseUrl: testApp.database.connectionString! });
      const second = await createTestApp({ JWT_SECRET }, { database });
      try {
        const user = await createTestUser(testApp.db);
        const { token } = (await login(user.username, user.password, '192.0.2.48')).json();
        const auth = { authorization: `Bearer ${token}` };
        const refusal = async () =>
          (
            await second.app.inject({
              method: 'POST',
              url: '/addresses',
              headers: auth,
              payload: {},
            })
          ).json().error.message;
        expect(await refusal()).toBe('Invalid input');
        await testApp.app.inject({
          method: 'PUT',
          url: `/user/${user.id}`,
          headers: auth,
          payload: { preferredLanguage: 'hi' },
        });
        await expect.poll(refusal, { timeout: 5_000 }).toBe('जानकारी सही नहीं है');
      } finally {
        await second.close();
      }
    },
  );

  it('verifies access tokens and refuses forged ones', async () => {
    const user = await createTestUser(testApp.db, { roles: ['ADMIN'] });
    const { token } = (await login(user.username, user.password, '192.0.2.43')).json();
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/auth/verify-token',
      payload: { token },
    });
    expect(verified.json()).toMatchObject({
      success: true,
      data: { valid: true, user: { id: user.id } },
    });

    const forged = await new SignJWT({ roles: ['ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('saathi')
      .setAudience('saathi-web')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a'.repeat(64)));
    const unsigned = `${token.split('.')[0]!.replace(/./g, (c: string) => c)}.${token.split('.')[1]}.`;
    for (const bad of [forged, unsigned, 'not-a-token']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/verify-token',
        payload: { token: bad },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Failed to verify token');
    }
  });

  it('GET /user/me needs a valid bearer token', async () => {
    const user = await createTestUser(testApp.db);
    const { token } = (await login(user.username, user.password, '192.0.2.44')).json();
    expect((await testApp.app.inject({ url: '/user/me' })).statusCode).toBe(401);
    const me = await testApp.app.inject({
      url: '/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });
});
