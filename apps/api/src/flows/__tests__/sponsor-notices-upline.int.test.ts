import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createAssociateChain } from '../../test/builders/associate-chain';
import { createTestUser, signInNewUser } from '../../test/builders/people';
import { tellSponsorOfNewMember } from '../../modules/associates';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let tree: Awaited<ReturnType<typeof createAssociateChain>>;

const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: admin });

/** The subjects of what reached `who`'s address (the dev outbox). */
const heard = async (who: string) =>
  (
    await testApp.app.inject({
      url: `/dev/outbox?destination=${encodeURIComponent(tree[who]!.user.primaryEmail!)}`,
    })
  )
    .json()
    .data.map((message: { subject: string; body: string }) => message.body) as string[];

async function setUplineDepth(depth: number) {
  const settings = (await api('GET', '/api/company-settings')).json().data;
  const saved = await api('PUT', '/api/company-settings', {
    ...settings,
    sponsorNoticeUplineDepth: depth,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  // root ─ A ─ B ─ C
  tree = await createAssociateChain(testApp.db, ['Asha', 'Bala', 'Chitra']);
});
afterAll(() => testApp.close());

describe('sponsors in the loop: the upline to a chosen depth, and ranks set by hand', () => {
  it('tells the sponsor only by default, and the upline too when the company asks', async () => {
    const rank = async (rankCode: string) => {
      const response = await api('PUT', `/associates/${tree.C!.node.id}`, { rank: rankCode });
      expect(response.statusCode, response.body).toBe(200);
    };
    await rank('BRONZE_PARTNER');
    expect(await heard('B')).toEqual([
      'Chitra Associate, whom you sponsored at Pragati Growth Marketing, was given the rank Bronze Partner by Pragati Growth Marketing.',
    ]);
    expect(await heard('A')).toEqual([]);

    await setUplineDepth(1);
    await rank('GOLD_PARTNER');
    expect(await heard('B')).toHaveLength(2);
    expect(await heard('A')).toEqual([
      'Chitra Associate, sponsored by Bala Associate in your network at Pragati Growth Marketing, was given the rank Gold Partner by Pragati Growth Marketing.',
    ]);
    // A status change is not a rank.
    await api('PUT', `/associates/${tree.C!.node.id}`, { status: 'ACTIVE' });
    expect(await heard('B')).toHaveLength(2);

    // Someone joins under C: C and, one level up, B hear; A (two levels up) does not.
    const member = await createTestUser(testApp.db, { firstName: 'Dev', roles: ['ASSOCIATE'] });
    await testApp.db.transaction((db) =>
      tellSponsorOfNewMember({
        db,
        messenger: testApp.app.messenger,
        company: 'Pragati Growth Marketing',
        sponsorId: tree.C!.node.id,
        memberUserId: member.id,
        isAssociate: true,
        isViaLink: false,
      }),
    );
    const joined = 'joined Pragati Growth Marketing as an associate';
    expect(await heard('C')).toContainEqual(
      expect.stringMatching(new RegExp(`^Dev .* ${joined} with your referral code`)),
    );
    expect(await heard('B')).toContainEqual(
      expect.stringMatching(new RegExp(`^Dev .* ${joined}, sponsored by Chitra Associate`)),
    );
    expect(await heard('A')).toHaveLength(1);
  });
});
