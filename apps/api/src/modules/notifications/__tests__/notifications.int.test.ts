import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { changeCompanySettings } from '../../../test/builders/company-settings';
import { createAssociateChain } from '../../../test/builders/associate-chain';
import { signIn } from '../../../test/sign-in';
import { signInNewUser } from '../../../test/builders/people';
import { currentAgreementId } from '../../../test/builders/agreements';
import { latestCode } from '../../../test/outbox';
import { eraseNotificationsOf } from '..';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let tree: Awaited<ReturnType<typeof createAssociateChain>>;
const auth: Record<string, Record<string, string>> = {};

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, payload, headers });

/** `who`'s notifications page (newest first), checked against the shared schema by the route. */
const noticesOf = async (who: string, query = '') => {
  const response = await call('GET', `/api/notifications${query}`, auth[who]!);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: { id: number; kind: string; params: Record<string, unknown>; isRead: boolean }[];
    page: number;
    limit: number;
    total: number;
    unread: number;
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  // root ─ A ─ B ─ C
  tree = await createAssociateChain(testApp.db, ['Asha', 'Bala', 'Chitra']);
  for (const who of ['A', 'B', 'C']) auth[who] = (await signIn(testApp.app, tree[who]!.user)).auth;
  await changeCompanySettings(testApp.app, admin, { sponsorNoticeUplineDepth: 1 });
});
afterAll(() => testApp.close());

describe('in-app notifications of sponsors (issue 31, decision 0178)', () => {
  it('a join under C tells C and, one level up, B; not A', async () => {
    // Dev registers with C's referral code, through the real endpoints.
    const input = {
      name: 'Dev Rao',
      emailorPhone: 'dev.rao@example.in',
      username: 'devrao1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      referralCode: tree.C!.node.referralCode,
      agreementVersionId: await currentAgreementId(testApp.app),
    };
    const sent = await call('POST', '/auth/register/send-otp', {}, input);
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = await latestCode(testApp.app, input.emailorPhone);
    const joined = await call(
      'POST',
      '/auth/verify-otp',
      {},
      {
        destination: input.emailorPhone,
        otp,
        type: 'email',
      },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const c = await noticesOf('C');
    expect(c.items).toEqual([
      expect.objectContaining({
        kind: 'MEMBER_JOINED',
        params: { name: 'Dev Rao', via: null, how: 'code', isAssociate: true },
        isRead: false,
      }),
    ]);
    expect(c.unread).toBe(1);
    expect((await noticesOf('B')).items).toEqual([
      expect.objectContaining({
        kind: 'MEMBER_JOINED',
        params: expect.objectContaining({ via: 'Chitra Associate' }),
      }),
    ]);
    expect((await noticesOf('A')).total).toBe(0);
  });

  it('a rank given to C tells B and, one level up, A', async () => {
    const ranked = await call('PUT', `/associates/${tree.C!.node.id}`, admin, {
      rank: 'GOLD_PARTNER',
    });
    expect(ranked.statusCode, ranked.body).toBe(200);
    const [b] = (await noticesOf('B')).items;
    expect(b).toMatchObject({
      kind: 'RANK_REACHED',
      params: { name: 'Chitra Associate', rank: 'Gold Partner', via: null, isSetByAdmin: true },
    });
    const a = await noticesOf('A');
    expect(a.items).toHaveLength(1);
    expect(a.items[0]).toMatchObject({
      kind: 'RANK_REACHED',
      params: { via: 'Bala Associate', month: null },
    });
  });

  it("a move-away request tells C's sponsor and upline (B), once, not the company", async () => {
    const asked = await call('POST', '/requests', auth.C!, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: tree.A!.node.referralCode },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const b = await noticesOf('B');
    expect(b.items.filter((item) => item.kind === 'MOVE_ASKED')).toEqual([
      expect.objectContaining({
        params: { member: expect.stringContaining('Chitra'), requestId: asked.json().data.id },
      }),
    ]);
    expect(b.total).toBe(3);
    // A is neither C's sponsor nor C's upline.
    expect((await noticesOf('A')).items.map((item) => item.kind)).toEqual(['RANK_REACHED']);
  });

  it('each reads only their own, newest first, a page at a time', async () => {
    const first = await noticesOf('B', '?page=1&limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3, unread: 3 });
    expect(first.items.map((item) => item.kind)).toEqual(['MOVE_ASKED', 'RANK_REACHED']);
    const second = await noticesOf('B', '?page=2&limit=2');
    expect(second.items.map((item) => item.kind)).toEqual(['MEMBER_JOINED']);
    const stranger = (await signInNewUser(testApp.app, testApp.db)).auth;
    const theirs = await call('GET', '/api/notifications', stranger);
    expect(theirs.json().data).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await call('GET', '/api/notifications', {})).statusCode).toBe(401);
  });

  it('marks the ones named (own only), then all', async () => {
    const [newest, , oldest] = (await noticesOf('B')).items;
    const aOwn = (await noticesOf('A')).items[0]!;
    const one = await call('POST', '/api/notifications/read', auth.B!, {
      ids: [newest!.id, aOwn.id],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ updated: 1, unread: 2 });
    expect((await noticesOf('A')).unread).toBe(1);
    const all = await call('POST', '/api/notifications/read', auth.B!, {});
    expect(all.json().data).toEqual({ updated: 2, unread: 0 });
    const after = await noticesOf('B');
    expect(after.items.every((item) => item.isRead)).toBe(true);
    expect(after.items.at(-1)!.id).toBe(oldest!.id);
  });

  it('refuses bad input with field errors', async () => {
    const badIds = await call('POST', '/api/notifications/read', auth.B!, { ids: ['x'] });
    expect(badIds.statusCode).toBe(400);
    expect(Object.keys(badIds.json().error.fields)).toEqual(['ids.0']);
    const empty = await call('POST', '/api/notifications/read', auth.B!, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('ids');
    const badPage = await call('GET', '/api/notifications?page=0&limit=500', auth.B!);
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json().error.fields).sort()).toEqual(['limit', 'page']);
  });

  it("an erasure removes the person's own notices, not others'", async () => {
    await eraseNotificationsOf({ db: testApp.db, userId: tree.B!.user.id });
    expect((await noticesOf('B')).total).toBe(0);
    expect((await noticesOf('C')).total).toBe(1);
  });
});
