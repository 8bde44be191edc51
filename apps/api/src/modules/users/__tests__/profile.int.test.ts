import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { createTestUser } from '../../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(testApp.db, overrides);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { usernameOrEmail: user.username, password: user.password },
    remoteAddress: `198.18.0.${user.id % 250}`,
  });
  const body = response.json();
  return {
    user,
    token: body.token as string,
    refreshToken: body.refreshToken as string,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

const profile = {
  firstName: 'Meera',
  lastName: 'Nair',
  primaryEmail: null,
  primaryPhone: '9876501234',
  gender: 'female',
  dob: '1990-04-12T00:00:00.000Z',
  imageFile: null,
};

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----saathi-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imageUrl"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

describe('PUT /user/{id}', () => {
  it('updates the profile and never the login identifier, roles or username', async () => {
    const { user, auth } = await signIn({
      loginType: 'EMAIL',
      primaryEmail: `meera${Date.now()}@example.in`,
    });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/user/${user.id}`,
      headers: auth,
      payload: {
        ...profile,
        primaryEmail: 'attacker@example.in',
        roles: ['ADMIN'],
        username: 'hijack',
        loginType: 'PHONE',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Meera',
      lastName: 'Nair',
      gender: 'FEMALE',
      dob: '1990-04-12',
      primaryPhone: '9876501234',
      primaryEmail: user.primaryEmail,
      roles: ['CUSTOMER'],
      username: user.username,
      loginType: 'EMAIL',
    });
  });

  it('gives the spec messages for bad input', async () => {
    const { user, auth } = await signIn();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/user/${user.id}`,
      headers: auth,
      payload: { firstName: '', lastName: '', primaryPhone: '12345', gender: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      primaryPhone: 'Enter valid 10-digit phone',
      gender: 'Gender is required',
    });
  });

  it("refuses another user's profile to a non-admin, and allows an admin", async () => {
    const victim = await signIn();
    const other = await signIn();
    const admin = await signIn({ roles: ['ADMIN'] });
    const url = `/user/${victim.user.id}`;
    const payload = { ...profile, primaryPhone: '9876505555' };
    expect(
      (await testApp.app.inject({ method: 'PUT', url, headers: other.auth, payload })).statusCode,
    ).toBe(403);
    expect((await testApp.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'PUT', url, headers: admin.auth, payload })).statusCode,
    ).toBe(200);
  });

  it('refuses a phone another account already uses, on its field', async () => {
    const owner = await signIn({ primaryPhone: '9876506666' });
    const { user, auth } = await signIn();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/user/${user.id}`,
      headers: auth,
      payload: { ...profile, primaryPhone: owner.user.primaryPhone },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({
      primaryPhone: 'This phone number is already in use',
    });
  });
});

describe('PATCH /user/{id}/partial', () => {
  it('stores the photo re-encoded as WebP under a server-made name and serves it', async () => {
    const { user, auth } = await signIn();
    const form = multipart(
      {
        firstName: 'Meera',
        lastName: 'Nair',
        primaryPhone: '9876501299',
        gender: 'FEMALE',
        dob: '',
      },
      {
        name: '../../etc/passwd.png',
        type: 'image/png',
        bytes: await png(800),
      },
    );
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/user/${user.id}/partial`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const imageUrl = response.json().data.imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await testApp.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it.each([
    [
      'an SVG with a script',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a script renamed .png', 'image/png', Buffer.from('#!/bin/sh\necho pwned\n'.repeat(20))],
    ['a GIF', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'.padEnd(64, '\0'))],
  ])('refuses %s with 415 and changes nothing', async (_label, type, bytes) => {
    const { user, auth } = await signIn();
    const form = multipart(
      { firstName: 'Meera', lastName: 'Nair', primaryPhone: '9876501298', gender: 'FEMALE' },
      { name: 'photo.png', type, bytes },
    );
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/user/${user.id}/partial`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    const me = await testApp.app.inject({ url: '/user/me', headers: auth });
    expect(me.json().data).toMatchObject({ firstName: 'Test', imageUrl: null });
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const { user, auth } = await signIn();
    const bytes = Buffer.concat([await png(), Buffer.alloc(IMAGE_UPLOAD_LIMIT_BYTES + 1024)]);
    const form = multipart(
      { firstName: 'Meera', lastName: 'Nair', primaryPhone: '9876501297', gender: 'FEMALE' },
      { name: 'big.png', type: 'image/png', bytes },
    );
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/user/${user.id}/partial`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('PUT /user/update/password', () => {
  it('needs the current password, then ends the other sessions but not this one', async () => {
    const first = await signIn();
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { usernameOrEmail: first.user.username, password: first.user.password },
      remoteAddress: '198.18.1.1',
    });
    const otherRefresh = second.json().refreshToken as string;
    const change = (payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/user/update/password',
        headers: first.auth,
        payload,
      });

    const missing = await change({ newPassword: 'NewSecret9', confirmPassword: 'NewSecret9' });
    expect(missing.json().error.fields).toEqual({ currentPassword: 'Enter your current password' });
    const wrong = await change({
      currentPassword: 'Nope12345',
      newPassword: 'NewSecret9',
      confirmPassword: 'NewSecret9',
    });
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const mismatch = await change({
      currentPassword: first.user.password,
      newPassword: 'NewSecret9',
      confirmPassword: 'NewSecret8',
    });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'Passwords do not match' });

    const ok = await change({
      currentPassword: first.user.password,
      newPassword: 'NewSecret9',
      confirmPassword: 'NewSecret9',
    });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Password updated successfully',
      error: null,
    });
    const refresh = (refreshToken: string) =>
      testApp.app.inject({ method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });
    expect((await refresh(otherRefresh)).statusCode).toBe(401);
    // The other session's access token ends too (heard by NOTIFY at the change's commit).
    const otherMe = () =>
      testApp.app.inject({
        url: '/user/me',
        headers: { authorization: `Bearer ${second.json().token as string}` },
      });
    await expect.poll(async () => (await otherMe()).statusCode, { timeout: 5_000 }).toBe(401);
    expect((await testApp.app.inject({ url: '/user/me', headers: first.auth })).statusCode).toBe(
      200,
    );
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { usernameOrEmail: first.user.username, password: 'NewSecret9' },
      remoteAddress: '198.18.1.2',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('POST /user/user-details', () => {
  it('answers admins about anyone and others only about themself', async () => {
    const person = await signIn();
    const other = await signIn();
    const admin = await signIn({ roles: ['ADMIN'] });
    const ask = (auth: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/user/user-details',
        headers: auth,
        payload: { emailorPhone: person.user.primaryEmail },
      });
    expect((await ask(person.auth)).json().data.id).toBe(person.user.id);
    expect((await ask(admin.auth)).json().data.id).toBe(person.user.id);
    expect((await ask(other.auth)).statusCode).toBe(404);
  });
});

describe('the preferred language (issue 29)', () => {
  const me = async (auth: { authorization: string }) =>
    (await testApp.app.inject({ url: '/user/me', headers: auth })).json().data;
  const put = (userId: number, auth: { authorization: string }, payload: object) =>
    testApp.app.inject({ method: 'PUT', url: `/user/${userId}`, headers: auth, payload });

  it('is null until chosen; the language alone changes only it, and the reads return it', async () => {
    const { user, auth } = await signIn({ firstName: 'Kavya' });
    expect((await me(auth)).preferredLanguage).toBeNull();

    const response = await put(user.id, auth, { preferredLanguage: 'hi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ preferredLanguage: 'hi', firstName: 'Kavya' });
    expect(await me(auth)).toMatchObject({ preferredLanguage: 'hi', firstName: 'Kavya' });

    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { usernameOrEmail: user.username, password: user.password },
      remoteAddress: '198.18.1.29',
    });
    expect(login.json().user.preferredLanguage).toBe('hi');
  });

  it('comes with a whole profile, and a profile without it keeps the one chosen', async () => {
    const { user, auth } = await signIn();
    await put(user.id, auth, { preferredLanguage: 'hi' });
    const withEnglish = await put(user.id, auth, {
      ...profile,
      primaryPhone: '9876502929',
      preferredLanguage: 'en',
    });
    expect(withEnglish.json().data.preferredLanguage).toBe('en');
    const without = await put(user.id, auth, { ...profile, primaryPhone: '9876502929' });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().data.preferredLanguage).toBe('en');
  });

  it('refuses a language it does not know, on its field, and changes nothing', async () => {
    const { user, auth } = await signIn();
    for (const preferredLanguage of ['fr', '', 'HI', 42, null]) {
      const response = await put(user.id, auth, { preferredLanguage });
      expect(response.statusCode, String(preferredLanguage)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['preferredLanguage']);
    }
    const inProfile = await put(user.id, auth, { ...profile, preferredLanguage: 'xx' });
    expect(inProfile.statusCode).toBe(400);
    expect(inProfile.json().error.fields).toHaveProperty('preferredLanguage');
    expect((await me(auth)).preferredLanguage).toBeNull();
  });

  it("is the person's own: another customer may not change it", async () => {
    const owner = await signIn();
    const other = await signIn();
    const response = await put(owner.user.id, other.auth, { preferredLanguage: 'hi' });
    expect(response.statusCode).toBe(403);
    expect((await me(owner.auth)).preferredLanguage).toBeNull();
  });
});
