import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { changeCompanySettings } from '../../test/builders/company-settings';
import { createAssociateChain } from '../../test/builders/associate-chain';
import { createTestUser, signInNewUser } from '../../test/builders/people';
import { tellSponsorOfNewMember, tellSponsorsOfRanks } from '../../modules/associates';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let tree: Awaited<ReturnType<typeof createAssociateChain>>;

const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: admin });

/** What reached `who`'s address (the dev outbox), newest first. */
const outboxOf = async (who: string) =>
  (
    await testApp.app.inject({
      url: `/dev/outbox?destination=${encodeURIComponent(tree[who]!.user.primaryEmail!)}`,
    })
  ).json().data as { subject: string; body: string }[];
/** The bodies of what reached `who`'s address. */
const heard = async (who: string) => (await outboxOf(who)).map((message) => message.body);

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

    await changeCompanySettings(testApp.app, admin, { sponsorNoticeUplineDepth: 1 });
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

describe("sponsors' notices in the recipient's language (decision 0167)", () => {
  const company = 'Pragati Growth Marketing';
  const newMember = async (
    sponsor: string,
    options: { isAssociate: boolean; isViaLink: boolean },
  ) => {
    const member = await createTestUser(testApp.db, { firstName: 'Esha', roles: ['ASSOCIATE'] });
    await testApp.db.transaction((db) =>
      tellSponsorOfNewMember({
        db,
        messenger: testApp.app.messenger,
        company,
        sponsorId: tree[sponsor]!.node.id,
        memberUserId: member.id,
        ...options,
      }),
    );
    return (await outboxOf(sponsor))[0]!;
  };
  const rankOf = async (member: string, month?: string) => {
    await testApp.db.transaction((db) =>
      tellSponsorsOfRanks({
        db,
        messenger: testApp.app.messenger,
        company,
        month,
        rises: [{ associateId: tree[member]!.node.id, rankName: 'Silver', isSetByAdmin: !month }],
      }),
    );
  };

  it('writes to a Hindi-preferring sponsor and upline in Hindi: a member, a customer, a rank', async () => {
    for (const who of ['B', 'C']) {
      const chosen = await api('PUT', `/user/${tree[who]!.user.id}`, { preferredLanguage: 'hi' });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    expect(await newMember('C', { isAssociate: true, isViaLink: true })).toEqual(
      expect.objectContaining({
        subject: `${company}: Esha User आपके नेटवर्क से जुड़े`,
        body: `Esha User आपकी दुकान के लिंक से एसोसिएट के रूप में ${company} से जुड़े हैं और अब आपके नेटवर्क में हैं। आप उन्हें "मेरा नेटवर्क" में देख सकते हैं।`,
      }),
    );
    // B, one level up (the depth is 1 since the test above), hears whose member it is.
    expect((await outboxOf('B'))[0]!.body).toBe(
      `Esha User एसोसिएट के रूप में ${company} से जुड़े हैं; उन्हें आपके नेटवर्क के Chitra Associate ने स्पॉन्सर किया है। आप उन्हें "मेरा नेटवर्क" में देख सकते हैं।`,
    );
    expect(await newMember('C', { isAssociate: false, isViaLink: false })).toEqual(
      expect.objectContaining({
        subject: `${company}: Esha User ने आपके रेफ़रल कोड से साइन अप किया`,
        body: `Esha User ने आपके रेफ़रल कोड से ${company} पर ग्राहक के रूप में साइन अप किया है। उनके ऑर्डर का बिज़नेस वैल्यू आपके खाते में जुड़ता है।`,
      }),
    );

    await rankOf('C', '2026-04');
    expect((await outboxOf('B'))[0]).toEqual(
      expect.objectContaining({
        subject: `${company}: Chitra Associate Silver रैंक पर पहुँचे`,
        body: `${company} में आपके स्पॉन्सर किए हुए Chitra Associate अप्रैल 2026 में Silver रैंक पर पहुँचे।`,
      }),
    );
    await rankOf('C');
    expect((await outboxOf('B'))[0]).toEqual(
      expect.objectContaining({
        subject: `${company}: Chitra Associate अब Silver रैंक पर हैं`,
        body: `${company} में आपके स्पॉन्सर किए हुए Chitra Associate को ${company} ने Silver रैंक दी है।`,
      }),
    );
  });

  it('writes in English to a sponsor who chose none, the words always sent', async () => {
    // A chose no language; B is A's member.
    expect(await newMember('A', { isAssociate: false, isViaLink: true })).toEqual(
      expect.objectContaining({
        subject: `${company}: Esha User signed up through your shop link`,
        body: `Esha User signed up at ${company} as a customer through your shop link. The business value of their orders is credited to you.`,
      }),
    );
    await rankOf('B', '2026-04');
    expect((await outboxOf('A'))[0]).toEqual(
      expect.objectContaining({
        subject: `${company}: Bala Associate reached Silver`,
        body: `Bala Associate, whom you sponsored at ${company}, reached the rank Silver in April 2026.`,
      }),
    );
  });
});
