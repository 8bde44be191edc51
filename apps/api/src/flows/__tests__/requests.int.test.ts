import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGES, REQUEST_MESSAGES, type Role } from '@saathi/shared';
import { listAuditEntries } from '../../modules/audit';
import { createAssociate, findAssociateByUserId, getRootAssociate } from '../../modules/associates';
import { insertRequest } from '../../modules/requests';
import { createTestApp } from '../../test/test-app';
import { acceptCurrentAgreement } from '../../test/builders/agreements';
import { signInNewUser } from '../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(() => testApp?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  testApp.app.inject({ method, url, headers, payload });
const approve = (id: number, headers: Headers = admin.auth) =>
  call('PUT', `/requests/${id}/approve`, headers);

/** A signed-in associate placed under `sponsor` (the company root by default). */
async function newAssociate(sponsorUserId?: number) {
  const person = await signInNewUser(testApp.app, testApp.db, { roles: ['ASSOCIATE'] });
  const sponsor = sponsorUserId
    ? await findAssociateByUserId({ db: testApp.db, userId: sponsorUserId })
    : await getRootAssociate({ db: testApp.db });
  const node = await createAssociate({
    db: testApp.db,
    userId: person.user.id,
    sponsor: sponsor!,
    prefix: 'TST',
  });
  return { ...person, node };
}

const outboxFor = async (destination: string) =>
  (
    await testApp.app.inject({ url: `/dev/outbox?destination=${encodeURIComponent(destination)}` })
  ).json().data as { subject: string; body: string }[];

describe('associate upgrade', () => {
  it('a customer asks, an admin approves exactly once though five approve at once', async () => {
    const sponsor = await newAssociate();
    const customer = await signInNewUser(testApp.app, testApp.db);
    await acceptCurrentAgreement(testApp.app, customer.auth);
    const asked = await call('POST', '/requests', customer.auth, {
      type: 'ASSOCIATE_UPGRADE',
      payload: { sponsorCode: sponsor.node.referralCode.toLowerCase() },
    });
    expect(asked.statusCode).toBe(200);
    const request = asked.json().data;
    expect(request).toMatchObject({ status: 'PENDING', type: 'ASSOCIATE_UPGRADE' });
    expect(request.details[0]).toEqual({
      label: 'Sponsor',
      value: `Test User (${sponsor.node.referralCode})`,
    });
    const again = await call('POST', '/requests', customer.auth, {
      type: 'ASSOCIATE_UPGRADE',
      payload: { sponsorCode: sponsor.node.referralCode },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REQUEST_MESSAGES.alreadyPending);

    const results = await Promise.all(Array.from({ length: 5 }, () => approve(request.id)));
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const loser = results.find((response) => response.statusCode === 409)!.json();
    expect(loser.error.message).toMatch(/^This request was already approved by Test User on /);

    const node = await findAssociateByUserId({ db: testApp.db, userId: customer.user.id });
    expect(node).toMatchObject({ sponsorId: sponsor.node.id, parentId: sponsor.node.id });
    expect(node!.path).toBe(`${sponsor.node.path}.a${node!.id}`);
    // The new role needs a new token: the old one is refused at once, a refresh carries it.
    expect((await call('GET', '/user/me', customer.auth)).statusCode).toBe(401);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      payload: { refreshToken: customer.refreshToken },
    });
    expect(refreshed.json().data.user.roles).toEqual(['CUSTOMER', 'ASSOCIATE']);
    const told = await outboxFor(customer.user.primaryEmail!);
    expect(told[0]!.body).toContain(`"Become an associate" (no. ${request.id}) was approved`);
    const audit = await listAuditEntries({
      db: testApp.db,
      entity: 'request',
      entityId: request.id,
    });
    expect(audit.map((entry) => entry.after)).toEqual([{ status: 'APPROVED' }]);
  });
});

describe('placement change', () => {
  it('moves the associate and their downline; a move under the own downline is refused', async () => {
    const upline = await newAssociate();
    const mover = await newAssociate(upline.user.id);
    const child = await newAssociate(mover.user.id);
    const target = await newAssociate();

    const cycle = await call('POST', '/requests', mover.auth, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: child.node.referralCode },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields).toEqual({ newParentCode: NETWORK_MESSAGES.cycle });

    const asked = await call('POST', '/requests', mover.auth, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: target.node.referralCode },
    });
    const { id, details } = asked.json().data;
    expect(details.map((detail: { label: string }) => detail.label)).toEqual([
      'Current upline',
      'New upline',
      'Sponsor',
      'Sponsor told',
    ]);
    const orderManager = await signInNewUser(testApp.app, testApp.db, {
      roles: ['ORDER_MANAGER'] as Role[],
    });
    const refused = await approve(id, orderManager.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(REQUEST_MESSAGES.cannotDecideType);

    expect((await approve(id)).statusCode).toBe(200);
    const moved = await findAssociateByUserId({ db: testApp.db, userId: mover.user.id });
    const movedChild = await findAssociateByUserId({ db: testApp.db, userId: child.user.id });
    expect(moved).toMatchObject({ parentId: target.node.id, sponsorId: upline.node.id });
    expect(moved!.path).toBe(`${target.node.path}.a${mover.node.id}`);
    expect(movedChild!.path).toBe(`${moved!.path}.a${child.node.id}`);
    const self = await call('GET', '/associates/self/data', mover.auth);
    expect(self.json().data.parentId).toBe(target.node.id);
  });
});

describe('placement change: the uplines are told (issue 28)', () => {
  it('asking to move writes to the sponsor and, once placed elsewhere, to the new upline too', async () => {
    const sponsor = await newAssociate();
    const mover = await newAssociate(sponsor.user.id);
    const firstTarget = await newAssociate();
    const secondTarget = await newAssociate();
    const described = `Test User (${mover.node.referralCode})`;

    const asked = await call('POST', '/requests', mover.auth, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: firstTarget.node.referralCode },
    });
    expect(asked.statusCode).toBe(200);
    // The approving admin sees who the sponsor is and that they were told (issue 31).
    expect(asked.json().data.details).toEqual(
      expect.arrayContaining([
        { label: 'Sponsor', value: `Test User (${sponsor.node.referralCode})` },
        { label: 'Sponsor told', value: 'Yes, by e-mail when the request was made' },
      ]),
    );
    const [told] = await outboxFor(sponsor.user.primaryEmail!);
    expect(told).toMatchObject({
      subject: 'Pragati Growth Marketing: a member of your downline asked to move',
      body: `${described}, in your Pragati Growth Marketing downline, asked to be placed under another upline (request no. ${asked.json().data.id}). The company decides; you may want to talk with them first.`,
    });
    // Not the member themself, nor the upline they asked for.
    expect(await outboxFor(mover.user.primaryEmail!)).toEqual([]);
    expect(await outboxFor(firstTarget.user.primaryEmail!)).toEqual([]);

    // Placed under the first target, the member asks again: the sponsor and the upline hear.
    expect((await approve(asked.json().data.id)).statusCode).toBe(200);
    const again = await call('POST', '/requests', mover.auth, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: secondTarget.node.referralCode },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.details).toEqual(
      expect.arrayContaining([
        { label: 'Sponsor told', value: 'Yes, by e-mail when the request was made' },
        { label: 'Current upline told', value: 'Yes, by e-mail when the request was made' },
      ]),
    );
    for (const upline of [sponsor, firstTarget]) {
      const messages = await outboxFor(upline.user.primaryEmail!);
      expect(messages.filter((message) => message.body.includes(described))).toHaveLength(
        upline === sponsor ? 2 : 1,
      );
    }
  });
});

describe("placement change: in the upline's language (decision 0167)", () => {
  it('writes to a Hindi-preferring sponsor in Hindi', async () => {
    const sponsor = await newAssociate();
    const chosen = await call('PUT', `/user/${sponsor.user.id}`, sponsor.auth, {
      preferredLanguage: 'hi',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const mover = await newAssociate(sponsor.user.id);
    const target = await newAssociate();
    const asked = await call('POST', '/requests', mover.auth, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: target.node.referralCode },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [told] = await outboxFor(sponsor.user.primaryEmail!);
    expect(told).toMatchObject({
      subject: 'Pragati Growth Marketing: आपकी डाउनलाइन के एक सदस्य ने जगह बदलने का अनुरोध किया है',
      body: `Pragati Growth Marketing में आपकी डाउनलाइन के Test User (${mover.node.referralCode}) ने किसी दूसरे अपलाइन के नीचे रखे जाने का अनुरोध किया है (अनुरोध नंबर ${asked.json().data.id})। फ़ैसला कंपनी करेगी; आप चाहें तो पहले उनसे बात कर लें।`,
    });
  });
});

describe('placement change: a member under the company', () => {
  it('tells no one, and says so to the approving admin', async () => {
    const member = await newAssociate();
    const target = await newAssociate();
    const asked = await call('POST', '/requests', member.auth, {
      type: 'PLACEMENT_CHANGE',
      payload: { newParentCode: target.node.referralCode },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.details).toContainEqual({
      label: 'Sponsor told',
      value: "No: it is the company's own node",
    });
  });
});

describe('identity change, rejection and withdrawal', () => {
  it('shows a sign-in phone change with both phones written one way (decision 0115)', async () => {
    const digits = String(Date.now()).slice(-9);
    const person = await signInNewUser(testApp.app, testApp.db, {
      loginType: 'PHONE',
      primaryPhone: `9${digits}`,
    });
    const asked = await call('POST', '/requests', person.auth, {
      type: 'IDENTITY_CHANGE',
      payload: { field: 'primaryPhone', value: `8${digits}` },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const grouped = (first: string) => `+91 ${first}${digits.slice(0, 4)} ${digits.slice(4)}`;
    expect(asked.json().data.details).toEqual([
      { label: 'Sign-in phone', value: grouped('9') },
      { label: 'Change to', value: grouped('8') },
    ]);
  });

  it('changes the sign-in email once approved', async () => {
    const person = await signInNewUser(testApp.app, testApp.db);
    const phoneField = await call('POST', '/requests', person.auth, {
      type: 'IDENTITY_CHANGE',
      payload: { field: 'primaryPhone', value: '9876512345' },
    });
    expect(phoneField.statusCode).toBe(400);
    const newEmail = `renamed.${person.user.id}@example.in`;
    const asked = await call('POST', '/requests', person.auth, {
      type: 'IDENTITY_CHANGE',
      payload: { field: 'primaryEmail', value: newEmail.toUpperCase() },
    });
    expect((await approve(asked.json().data.id)).statusCode).toBe(200);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { usernameOrEmail: newEmail, password: person.user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('rejects with a reason, and lets the requester withdraw only their own', async () => {
    const sponsor = await newAssociate();
    const customer = await signInNewUser(testApp.app, testApp.db);
    await acceptCurrentAgreement(testApp.app, customer.auth);
    const other = await signInNewUser(testApp.app, testApp.db);
    const ask = async () =>
      (
        await call('POST', '/requests', customer.auth, {
          type: 'ASSOCIATE_UPGRADE',
          payload: { sponsorCode: sponsor.node.referralCode },
        })
      ).json().data.id as number;
    const first = await ask();
    expect((await call('PUT', `/requests/${first}/reject`, admin.auth, {})).statusCode).toBe(400);
    const rejected = await call('PUT', `/requests/${first}/reject`, admin.auth, {
      reason: 'Sponsor did not confirm',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      reason: 'Sponsor did not confirm',
    });
    expect((await approve(first)).statusCode).toBe(409);
    const [toldNo] = await outboxFor(customer.user.primaryEmail!);
    expect(toldNo).toEqual({
      ...toldNo,
      subject: 'Your Pragati Growth Marketing request was not approved',
      body:
        `Your request "Become an associate" (no. ${first}) was not approved. Reason: Sponsor did ` +
        'not confirm See it under My requests in your Pragati Growth Marketing account.',
    });
    // In the language of the requester's profile (decision 0155).
    await call('PUT', `/user/${customer.user.id}`, customer.auth, { preferredLanguage: 'hi' });
    const inHindi = await ask();
    await call('PUT', `/requests/${inHindi}/reject`, admin.auth, { reason: 'पहचान अधूरी' });
    const [toldHindi] = await outboxFor(customer.user.primaryEmail!);
    expect(toldHindi!.subject).toBe('आपका Pragati Growth Marketing अनुरोध मंज़ूर नहीं हुआ');
    expect(toldHindi!.body).toBe(
      `आपका अनुरोध "Become an associate" (नंबर ${inHindi}) मंज़ूर नहीं हुआ। कारण: पहचान अधूरी ` +
        'इसे अपने Pragati Growth Marketing खाते में "मेरे अनुरोध" में देखें।',
    );

    const second = await ask();
    expect((await call('PUT', `/requests/${second}/cancel`, other.auth)).statusCode).toBe(403);
    const cancelled = await call('PUT', `/requests/${second}/cancel`, customer.auth);
    expect(cancelled.json().data.status).toBe('CANCELLED');

    const own = await call('GET', `/requests/user/${customer.user.id}`, customer.auth);
    expect(own.json().data.items.map((item: { status: string }) => item.status)).toEqual([
      'CANCELLED',
      'REJECTED',
      'REJECTED',
    ]);
    expect((await call('GET', `/requests/user/${customer.user.id}`, other.auth)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/requests/user/${customer.user.id}`, admin.auth)).statusCode).toBe(
      200,
    );
  });
});

describe('the queue and bad input', () => {
  it('lists by status or kind; anything else is a 400 naming the accepted values', async () => {
    const pending = await call('GET', '/requests/all/pending?type=PLACEMENT_CHANGE', admin.auth);
    expect(pending.statusCode).toBe(200);
    const byKind = await call('GET', '/requests/all/ASSOCIATE_UPGRADE?status=REJECTED', admin.auth);
    expect(
      byKind.json().data.items.every((item: { status: string }) => item.status === 'REJECTED'),
    ).toBe(true);
    const unknown = await call('GET', '/requests/all/everything', admin.auth);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Use a status or a kind of request: PENDING, APPROVED, REJECTED, CANCELLED, ASSOCIATE_UPGRADE, PLACEMENT_CHANGE, IDENTITY_CHANGE, KYC, PAYOUT, RETURN.',
    );
    expect((await call('GET', '/requests/all/PENDING?limit=5000', admin.auth)).statusCode).toBe(
      400,
    );
  });

  it('refuses an unknown kind or a tampered payload on approval, changing nothing', async () => {
    const person = await signInNewUser(testApp.app, testApp.db);
    const make = (type: string, payload: unknown) =>
      insertRequest({
        db: testApp.db,
        type,
        requesterId: person.user.id,
        payload,
        details: [],
        pendingKey: null,
      });
    const unknown = await make('TIME_TRAVEL', {});
    const tampered = await make('ASSOCIATE_UPGRADE', { sponsorCode: 42, roles: ['ADMIN'] });
    const unknownAnswer = await approve(unknown.id);
    expect(unknownAnswer.statusCode).toBe(400);
    expect(unknownAnswer.json().error.message).toBe(REQUEST_MESSAGES.unknownType);
    const tamperedAnswer = await approve(tampered.id);
    expect(tamperedAnswer.statusCode).toBe(400);
    expect(tamperedAnswer.json().error.message).toBe(REQUEST_MESSAGES.invalidPayload);
    const still = await call('GET', `/requests/user/${person.user.id}`, admin.auth);
    expect(still.json().data.items.map((item: { status: string }) => item.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
    expect(await findAssociateByUserId({ db: testApp.db, userId: person.user.id })).toBeUndefined();
    const forged = await call('POST', '/requests', person.auth, {
      type: 'ASSOCIATE_UPGRADE',
      payload: { sponsorCode: 'X', roles: ['ADMIN'] },
    });
    expect(forged.statusCode).toBe(400);
  });
});
