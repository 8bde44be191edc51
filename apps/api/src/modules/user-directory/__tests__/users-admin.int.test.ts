import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '@saathi/shared';
import { createAssociate, getRootAssociate } from '../../associates';
import { createTestApp } from '../../../test/test-app';
import { createTestUser } from '../../../test/builders/people';
import { signInNewUser } from '../../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(() => testApp?.close());

const inject = (options: {
  method?: 'GET' | 'PUT';
  url: string;
  headers?: object;
  payload?: object;
}) =>
  testApp.app.inject({ method: options.method ?? 'GET', headers: admin.auth, ...options } as never);
const login = (username: string, password = 'Passw0rd1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { usernameOrEmail: username, password },
  });

describe('GET /admin/users/all', () => {
  it('finds people by phone, referral code and name, filters by role and status, never shows secrets', async () => {
    const phoneUser = await createTestUser(testApp.db, {
      primaryPhone: '9876501234',
      firstName: 'Kavya',
    });
    const associateUser = await createTestUser(testApp.db, { roles: ['ASSOCIATE'] });
    const root = await getRootAssociate({ db: testApp.db });
    const node = await createAssociate({
      db: testApp.db,
      userId: associateUser.id,
      sponsor: root,
      prefix: 'TST',
    });

    const byPhone = (await inject({ url: '/admin/users/all?q=98765012' })).json();
    expect(byPhone.data.items.map((row: { id: number }) => row.id)).toEqual([phoneUser.id]);
    const byCode = (
      await inject({ url: `/admin/users/all?q=${node.referralCode.toLowerCase()}` })
    ).json();
    expect(byCode.data.items).toEqual([
      expect.objectContaining({ id: associateUser.id, referralCode: node.referralCode }),
    ]);
    const byName = await inject({
      url: '/admin/users/all?q=kavya&role=CUSTOMER&status=active&sort=name',
    });
    expect(byName.json().data.total).toBe(1);
    expect(byName.body).not.toMatch(/passwordHash|password_hash|\$argon2/);

    const injection = await inject({
      url: `/admin/users/all?q=${encodeURIComponent("%' or 1=1 --")}`,
    });
    expect(injection.statusCode).toBe(200);
    expect(injection.json().data.total).toBe(0);
    const huge = await inject({ url: '/admin/users/all?limit=100000' });
    expect(huge.statusCode).toBe(400);
    expect((await inject({ url: '/admin/users/all?role=OWNER' })).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV without secrets, formulas made text', async () => {
    await createTestUser(testApp.db, { firstName: '=HYPERLINK("x")', lastName: 'Csv' });
    const response = await inject({ url: '/admin/users/export?q=hyperlink' });
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe(
      'id,username,name,email,phone,signs in with,roles,status,referral code,joined',
    );
    expect(row).toContain(`"'=HYPERLINK(""x"") Csv"`);
    expect(end).toBe('');
    expect(response.body).not.toMatch(/argon2/);
  });
});

describe("a user's page", () => {
  it('shows profile, roles, node with sponsor and parent, sessions and requests', async () => {
    const person = await signInNewUser(testApp.app, testApp.db, { roles: ['ASSOCIATE'] });
    const root = await getRootAssociate({ db: testApp.db });
    await createAssociate({ db: testApp.db, userId: person.user.id, sponsor: root, prefix: 'TST' });
    const response = await inject({ url: `/admin/users/${person.user.id}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ id: person.user.id, roles: ['ASSOCIATE'], isActive: true });
    expect(data.associate.sponsor).toMatchObject({ id: root!.id });
    expect(data.associate.parent).toMatchObject({ id: root!.id });
    expect(data.sessions).toHaveLength(1);
    expect(data.sections.map((section: { key: string }) => section.key)).toEqual([
      'orders',
      'business-value',
      'requests',
    ]);
    expect(response.body).not.toMatch(/argon2|tokenHash|token_hash/);
    expect((await inject({ url: '/admin/users/99999999' })).statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('ends sessions at once: the access token, the refresh token and sign-in are refused clearly', async () => {
    const person = await signInNewUser(testApp.app, testApp.db);
    const me = () => testApp.app.inject({ url: '/user/me', headers: person.auth });
    expect((await me()).statusCode).toBe(200);

    const off = await inject({
      method: 'PUT',
      url: `/admin/users/${person.user.id}/status`,
      payload: { isActive: false, reason: 'Asked to close' },
    });
    expect(off.json().data).toMatchObject({ isActive: false });
    const refused = await me();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(ADMIN_USER_MESSAGES.accountDeactivated);
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      payload: { refreshToken: person.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await login(person.user.username);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(ADMIN_USER_MESSAGES.accountDeactivated);
    // A wrong password still hears only "invalid": the refusal tells nothing to a stranger.
    expect((await login(person.user.username, 'Wrong1234')).statusCode).toBe(401);

    await inject({
      method: 'PUT',
      url: `/admin/users/${person.user.id}/status`,
      payload: { isActive: true },
    });
    expect((await login(person.user.username)).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself', async () => {
    const response = await inject({
      method: 'PUT',
      url: `/admin/users/${admin.user.id}/status`,
      payload: { isActive: false },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(ADMIN_USER_MESSAGES.selfDeactivate);
  });
});

describe('roles', () => {
  it('a role change refuses older tokens at once; a new sign-in carries the new rights', async () => {
    const staff = await signInNewUser(testApp.app, testApp.db, { roles: ['SUPPORT'] });
    const list = () => testApp.app.inject({ url: '/admin/users/all', headers: staff.auth });
    expect((await list()).statusCode).toBe(200);
    const changed = await inject({
      method: 'PUT',
      url: `/admin/users/${staff.user.id}/roles`,
      payload: { roles: ['CATALOG_MANAGER'] },
    });
    expect(changed.json().data.roles).toEqual(['CATALOG_MANAGER']);
    expect((await list()).statusCode).toBe(401);
    const again = (await login(staff.user.username)).json();
    const relisted = await testApp.app.inject({
      url: '/admin/users/all',
      headers: { authorization: `Bearer ${again.token}` },
    });
    expect(relisted.statusCode).toBe(403);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/admin/users/${staff.user.id}/roles`,
          payload: { roles: ['OWNER'] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the last active admin can neither lose the role nor be deactivated, even when two race', async () => {
    const other = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    const admins = (
      await inject({ url: '/admin/users/all?role=ADMIN&status=active&limit=100' })
    ).json().data.items;
    // Leave exactly two active admins: this file's admin and `other`.
    for (const row of admins) {
      if (row.id !== admin.user.id && row.id !== other.user.id) {
        await inject({
          method: 'PUT',
          url: `/admin/users/${row.id}/roles`,
          payload: { roles: [] },
        });
      }
    }
    // Each demotes the other at the same moment: one must win, the other must be refused.
    const results = await Promise.all([
      inject({ method: 'PUT', url: `/admin/users/${other.user.id}/roles`, payload: { roles: [] } }),
      testApp.app.inject({
        method: 'PUT',
        url: `/admin/users/${admin.user.id}/roles`,
        headers: other.auth,
        payload: { roles: [] },
      }),
    ]);
    // One wins; the other is refused: 409 (the last admin) or 401 (its own token was revoked by
    // the winner's demotion before it was read). Either way one admin remains.
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const remaining = (
      await testApp.app.inject({
        url: '/admin/users/all?role=ADMIN&status=active',
        headers: (await signInNewUser(testApp.app, testApp.db, { roles: ['SUPPORT'] })).auth,
      })
    ).json().data.items;
    expect(remaining).toHaveLength(1);
    const last = remaining[0].id as number;
    const lastAuth = last === admin.user.id ? admin.auth : other.auth;
    const demoteLast = await testApp.app.inject({
      method: 'PUT',
      url: `/admin/users/${last}/roles`,
      headers: lastAuth,
      payload: { roles: ['SUPPORT'] },
    });
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().error.message).toBe(ADMIN_USER_MESSAGES.lastAdmin);
    const deactivate = await testApp.app.inject({
      method: 'PUT',
      url: `/admin/users/${last}/status`,
      headers: (await signInNewUser(testApp.app, testApp.db, { roles: ['SUPPORT'] })).auth,
      payload: { isActive: false },
    });
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().error.message).toBe(ADMIN_USER_MESSAGES.staffOnlyByAdmins);
    const byThemself = await testApp.app.inject({
      method: 'PUT',
      url: `/admin/users/${last}/status`,
      headers: lastAuth,
      payload: { isActive: false },
    });
    expect(byThemself.statusCode).toBe(409);
  });
});
