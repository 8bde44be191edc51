import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { deliverOrder, placeCodOrder } from '../../../test/builders/orders';
import { currentAgreementId } from '../../../test/builders/agreements';
import { signInNewAssociate, signInNewUser } from '../../../test/builders/people';
import { kycPayload, nextPan } from '../../../test/builders/wallet';
import { latestCode } from '../../../test/outbox';
import { outboxMessages } from '../../../platform/messaging/tables';
import { listAddresses } from '../../addresses';
import { listOrderTaxDocuments } from '../../invoices';
import { listLeadsOfPerson } from '../../contacts';
import { findUserById, isUsernameTaken } from '../../users';
import { listConsentEvents, listLeadConsentEvents } from '../index';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let teaId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  teaId = await catalogue.addProduct({ name: 'Tulsi Green Tea', price: '200.00', points: 12 });
});
afterAll(() => testApp.close());

const setConsent = (auth: Record<string, string>, purpose: string, isGiven: boolean) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/privacy/consents/${purpose}`,
    headers: auth,
    payload: { isGiven },
  });

const exportOf = async (auth: Record<string, string>) => {
  const response = await testApp.app.inject({ url: '/api/privacy/export', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
  return response.json();
};

describe('the privacy notice', () => {
  it('has a first version with an itemised notice at each collection point', async () => {
    const response = await testApp.app.inject({ url: '/api/privacy/notice' });
    expect(response.statusCode).toBe(200);
    const notice = response.json().data;
    expect(notice.version).toBe(1);
    expect(notice.points.CHECKOUT[0]).toEqual({
      collected: 'Delivery address, phone',
      purpose: 'Delivering the order',
    });
    expect(notice.body).toContain('Data Protection Board');
  });
});

describe('consents', () => {
  it('starts with marketing off, is given and withdrawn in one request each, into the ledger', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const before = await testApp.app.inject({ url: '/api/privacy/consents', headers: auth });
    expect(before.json().data).toContainEqual(
      expect.objectContaining({ purpose: 'MARKETING', isGiven: false, isNecessary: false }),
    );
    expect((await setConsent(auth, 'MARKETING', true)).json().data).toContainEqual(
      expect.objectContaining({ purpose: 'MARKETING', isGiven: true, noticeVersion: 1 }),
    );
    const withdrawn = await setConsent(auth, 'MARKETING', false);
    expect(withdrawn.json().data).toContainEqual(
      expect.objectContaining({ purpose: 'MARKETING', isGiven: false, source: 'ACCOUNT_PAGE' }),
    );
    const exported = await exportOf(auth);
    expect(exported.consentLedger.map((event: { isGiven: boolean }) => event.isGiven)).toEqual([
      true,
      false,
    ]);
  });

  it('refuses to withdraw a purpose the account needs, with the field named', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const response = await setConsent(auth, 'ORDER_FULFILMENT', false);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('purpose');
    expect((await setConsent(auth, 'NEWSLETTER', true)).statusCode).toBe(400);
  });
});

describe('marketing messages', () => {
  const marketing = (userId: number, destination: string) => ({
    channel: 'email' as const,
    destination,
    subject: 'Diwali offers',
    body: 'New teas this week',
    category: 'marketing' as const,
    userId,
  });
  const statusesTo = async (destination: string) =>
    (
      await testApp.db
        .select({ status: outboxMessages.status })
        .from(outboxMessages)
        .where(eq(outboxMessages.destination, destination))
    ).map((row) => row.status);

  /**
   * Due now by the database's clock, which counts microseconds: a drain in the same millisecond
   * as the insert would otherwise find the message not yet due.
   */
  const makeDue = (destination: string) =>
    testApp.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxMessages.destination, destination));

  it('are not stored for a person without the consent', async () => {
    const { user } = await signInNewUser(testApp.app, testApp.db);
    await testApp.app.messenger.enqueue(marketing(user.id, 'never@example.in'));
    expect(await statusesTo('never@example.in')).toEqual([]);
  });

  it('stored while consented are dropped at sending once the consent is withdrawn', async () => {
    const { user, auth } = await signInNewUser(testApp.app, testApp.db);
    await setConsent(auth, 'MARKETING', true);
    await testApp.app.messenger.enqueue(marketing(user.id, 'queued@example.in'));
    await testApp.app.messenger.enqueueMany([marketing(user.id, 'queued@example.in')]);
    expect(await statusesTo('queued@example.in')).toEqual(['pending', 'pending']);
    await setConsent(auth, 'MARKETING', false);
    await makeDue('queued@example.in');
    await testApp.app.messenger.drain();
    expect(await statusesTo('queued@example.in')).toEqual(['dropped', 'dropped']);
  });

  it('go to a consenting person', async () => {
    const { user, auth } = await signInNewUser(testApp.app, testApp.db);
    await setConsent(auth, 'MARKETING', true);
    await testApp.app.messenger.enqueue(marketing(user.id, 'yes@example.in'));
    await makeDue('yes@example.in');
    await testApp.app.messenger.drain();
    expect(await statusesTo('yes@example.in')).toEqual(['sent']);
  });
});

describe('the data export', () => {
  it("holds the associate's orders, addresses, BV, wallet and consents, and nobody else's", async () => {
    const owner = await signInNewAssociate(testApp.app, testApp.db, { firstName: 'Meena' });
    const other = await signInNewUser(testApp.app, testApp.db);
    const order = await placeCodOrder(testApp.app, owner.auth, [[teaId, 2]]);
    await deliverOrder(testApp.app, adminAuth, order.id);
    await placeCodOrder(testApp.app, other.auth, [[teaId, 1]]);
    await setConsent(owner.auth, 'MARKETING', true);

    const mine = await exportOf(owner.auth);
    expect(mine.profile).toMatchObject({ id: owner.user.id, firstName: 'Meena' });
    expect(mine.profile).not.toHaveProperty('passwordHash');
    expect(mine.addresses).toHaveLength(1);
    expect(mine.orders.map((each: { id: number }) => each.id)).toEqual([order.id]);
    expect(mine.orders[0].taxDocuments.invoice).not.toBeNull();
    const bv = mine.associate.businessValue;
    expect(bv.pendingPoints + bv.confirmedPoints).toBe(24);
    expect(mine.associate.wallet.summary).toHaveProperty('balance');
    expect(mine.associate.kyc).toBeNull();
    expect(mine.consents).toContainEqual(
      expect.objectContaining({ purpose: 'MARKETING', isGiven: true }),
    );

    const pdf = await testApp.app.inject({ url: '/api/privacy/export.pdf', headers: owner.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const theirs = await exportOf(other.auth);
    expect(theirs.profile.id).toBe(other.user.id);
    expect(theirs.orders).toHaveLength(1);
    expect(theirs.orders[0].id).not.toBe(order.id);
    expect(theirs.associate).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('Meena');
  });

  it("refuses a shopper another person's export through the console's path", async () => {
    const owner = await signInNewUser(testApp.app, testApp.db);
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      headers: owner.auth,
      payload: { kind: 'ERASURE' },
    });
    const { id } = asked.json().data;
    const stranger = await signInNewUser(testApp.app, testApp.db);
    const refused = await testApp.app.inject({
      url: `/api/admin/privacy/requests/${id}/export`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(403);
    const staff = await testApp.app.inject({
      url: `/api/admin/privacy/requests/${id}/export`,
      headers: adminAuth,
    });
    expect(staff.json().profile.id).toBe(owner.user.id);
  });
});

describe('data requests', () => {
  it('are due in 30 days, listed for the person and in the queue, and closed with an outcome', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      headers: auth,
      payload: { kind: 'CORRECTION', details: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('details');
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      headers: auth,
      payload: { kind: 'CORRECTION', details: 'My surname is Iyer, not Iyar' },
    });
    const request = asked.json().data;
    const days = (Date.parse(request.dueAt) - Date.parse(request.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    const queue = await testApp.app.inject({
      url: '/api/admin/privacy/requests',
      headers: adminAuth,
    });
    expect(queue.json().data.map((each: { id: number }) => each.id)).toContain(request.id);
    const closed = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/requests/${request.id}/close`,
      headers: adminAuth,
      payload: { status: 'DONE', outcome: 'Surname corrected' },
    });
    expect(closed.json().data).toMatchObject({ status: 'DONE', outcome: 'Surname corrected' });
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/requests/${request.id}/close`,
      headers: adminAuth,
      payload: { status: 'DONE', outcome: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    const own = await testApp.app.inject({ url: '/api/privacy/requests', headers: auth });
    expect(own.json().data[0]).toMatchObject({ id: request.id, status: 'DONE' });
  });
});

describe('erasure', () => {
  it('removes and anonymises the person, keeps the invoice and says why, and ends sign-in', async () => {
    const person = await signInNewUser(testApp.app, testApp.db, {
      firstName: 'Kavya',
      primaryPhone: '+919812300777',
    });
    const order = await placeCodOrder(testApp.app, person.auth, [[teaId, 1]]);
    const lead = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      payload: {
        name: 'Kavya',
        mobile: '9812300777',
        email: 'kavya.lead@example.in',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
    expect(lead.statusCode, lead.body).toBeLessThan(300);
    await setConsent(person.auth, 'MARKETING', true);
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      headers: person.auth,
      payload: { kind: 'ERASURE' },
    });
    const { id } = asked.json().data;

    const erased = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/requests/${id}/erase`,
      headers: adminAuth,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const { outcome, status } = erased.json().data;
    expect(status).toBe('DONE');
    expect(outcome).toContain('1 address(es)');
    expect(outcome).toContain('1 lead(s)');
    expect(outcome).toMatch(/Kept: Orders and their tax invoices.*CGST Act s\.36/);

    const user = await findUserById({ db: testApp.db, id: person.user.id });
    expect(user).toMatchObject({
      firstName: 'Erased person',
      lastName: null,
      primaryEmail: null,
      primaryPhone: null,
      passwordHash: null,
      isActive: false,
      username: `erased-${person.user.id}`,
    });
    expect(await listAddresses({ db: testApp.db, userId: person.user.id })).toEqual([]);
    const documents = await listOrderTaxDocuments({ db: testApp.db, orderId: order.id });
    expect(documents.invoice).not.toBeNull();

    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { usernameOrEmail: person.user.username, password: person.user.password },
    });
    expect(signIn.statusCode).toBe(401);
    const withOldToken = await testApp.app.inject({
      url: '/api/privacy/consents',
      headers: person.auth,
    });
    expect(withOldToken.statusCode).toBe(401);
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/requests/${id}/erase`,
      headers: adminAuth,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the breach register', () => {
  it('records a breach with its people, drafts both notices with the 72-hour deadline, marks them sent', async () => {
    const touched = await signInNewUser(testApp.app, testApp.db);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/breaches',
      headers: adminAuth,
      payload: { foundAt: 'yesterday', description: 'short', dataKinds: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['foundAt', 'description', 'dataKinds']),
    );
    const recorded = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/breaches',
      headers: adminAuth,
      payload: {
        foundAt: '2027-06-01T10:00:00+05:30',
        description: 'A courier label sheet with delivery addresses was lost in transit.',
        dataKinds: 'Names, phone numbers, delivery addresses',
        measures: 'Labels now printed at the warehouse only',
        userIds: [touched.user.id, touched.user.id],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const breach = recorded.json().data;
    expect(breach.noticeDueAt).toBe('2027-06-04T04:30:00.000Z');
    expect(breach.userIds).toEqual([touched.user.id]);
    expect(breach.drafts.board).toContain('Data Principals affected: 1');
    expect(breach.drafts.board).toContain('1 June 2027');
    expect(breach.drafts.people).toContain('Names, phone numbers, delivery addresses');

    const told = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/breaches/${breach.id}/notified`,
      headers: adminAuth,
      payload: { whom: 'BOARD' },
    });
    expect(told.json().data.boardNotifiedAt).not.toBeNull();
    expect(told.json().data.peopleNotifiedAt).toBeNull();
    const refused = await testApp.app.inject({
      url: '/api/admin/privacy/breaches',
      headers: touched.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('consents at every collection point (decision 0143)', () => {
  const eventsOf = (userId: number) => listConsentEvents({ db: testApp.db, userId });
  const pick = (events: { purpose: string; noticeVersion: number; source: string }[]) =>
    events.map(({ purpose, noticeVersion, source }) => ({ purpose, noticeVersion, source }));
  let sequence = 0;
  const person = () => {
    sequence += 1;
    return {
      name: 'Kavya Rao',
      username: `kavya${sequence}p`,
      email: `kavya${sequence}@example.in`,
    };
  };
  const password = { password: 'Secret123', confirmPassword: 'Secret123' };

  it('customer sign-up notes the account and marketing only when ticked, under the notice shown', async () => {
    const ticked = await testApp.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...person(), ...password, consent: { noticeVersion: 1, isMarketingGiven: true } },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(pick(await eventsOf(ticked.json().user.id))).toEqual([
      { purpose: 'ACCOUNT', noticeVersion: 1, source: 'CUSTOMER_SIGN_UP' },
      { purpose: 'MARKETING', noticeVersion: 1, source: 'CUSTOMER_SIGN_UP' },
    ]);
    const unticked = await testApp.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...person(), ...password, consent: { noticeVersion: 1 } },
    });
    expect(pick(await eventsOf(unticked.json().user.id))).toEqual([
      { purpose: 'ACCOUNT', noticeVersion: 1, source: 'CUSTOMER_SIGN_UP' },
    ]);
  });

  it('refuses a notice version never published, and writes no account', async () => {
    const someone = person();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...someone, ...password, consent: { noticeVersion: 99 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['consent.noticeVersion']);
    expect(await isUsernameTaken({ db: testApp.db, username: someone.username })).toBe(false);
  });

  it('associate registration records them when the code comes back, in the same transaction', async () => {
    const someone = person();
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/auth/register/send-otp',
      payload: {
        name: someone.name,
        emailorPhone: someone.email,
        username: someone.username,
        ...password,
        agreementVersionId: await currentAgreementId(testApp.app),
        consent: { noticeVersion: 1, isMarketingGiven: false },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/auth/verify-otp',
      payload: {
        destination: someone.email,
        otp: await latestCode(testApp.app, someone.email),
        type: 'email',
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(pick(await eventsOf(verified.json().data.user.id))).toEqual([
      { purpose: 'ACCOUNT', noticeVersion: 1, source: 'ASSOCIATE_SIGN_UP' },
    ]);
  });

  it('the KYC form notes its notice with the request, not inside it', async () => {
    const { auth, user } = await signInNewAssociate(testApp.app, testApp.db);
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/requests',
      headers: auth,
      payload: {
        type: 'KYC',
        payload: await kycPayload(testApp.app, auth, nextPan()),
        consent: { noticeVersion: 1 },
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.payload).not.toHaveProperty('consent');
    expect(pick(await eventsOf(user.id))).toEqual([
      { purpose: 'ACCOUNT', noticeVersion: 1, source: 'KYC' },
    ]);
  });

  it("the lead form notes the call back and marketing against the lead, a bot's nothing", async () => {
    const lead = { name: 'Suresh', mobile: '9876501234', email: 'suresh.lead@example.in' };
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      payload: { ...lead, consent: { noticeVersion: 1, isMarketingGiven: true } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await listLeadsOfPerson({ db: testApp.db, email: lead.email, mobile: null });
    expect(pick(await listLeadConsentEvents({ db: testApp.db, contactId: row!.id }))).toEqual([
      { purpose: 'CALL_BACK', noticeVersion: 1, source: 'LEAD_FORM' },
      { purpose: 'MARKETING', noticeVersion: 1, source: 'LEAD_FORM' },
    ]);
    const bot = await testApp.app.inject({
      method: 'POST',
      url: '/contacts',
      payload: { ...lead, email: 'bot@example.in', website: 'x', consent: { noticeVersion: 1 } },
    });
    expect(bot.statusCode).toBe(200);
    // A consent names its lead, and the bot's lead was never stored.
    expect(
      await listLeadsOfPerson({ db: testApp.db, email: 'bot@example.in', mobile: null }),
    ).toEqual([]);
  });
});

describe('publishing a new notice (decision 0144)', () => {
  const points = {
    CUSTOMER_SIGN_UP: [{ collected: 'Name, mobile, e-mail', purpose: 'Your account' }],
    ASSOCIATE_SIGN_UP: [{ collected: 'Name, mobile, e-mail', purpose: 'Your account' }],
    KYC: [{ collected: 'PAN, bank account', purpose: 'Paying commissions' }],
    LEAD_FORM: [{ collected: 'Name, mobile', purpose: 'Calling you back' }],
    CHECKOUT: [{ collected: 'Delivery address', purpose: 'Delivering the order' }],
  };
  const body = '# Privacy notice, version 2\n\nWhat we collect, why, and how to withdraw consent.';

  it('is for users.manage, checked, a new version in force at once; the old stays readable and unchanged', async () => {
    const shopper = await signInNewUser(testApp.app, testApp.db);
    const publish = (headers: Record<string, string>, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/privacy/notices',
        headers,
        payload,
      });
    expect((await publish(shopper.auth, { body, points })).statusCode).toBe(403);
    const bad = await publish(adminAuth, { body: 'short', points: { ...points, KYC: [] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['body', 'points.KYC']),
    );

    const published = await publish(adminAuth, { body, points });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ version: 2, points: { ACCOUNT_PAGE: [] } });
    const current = await testApp.app.inject({ url: '/api/privacy/notice' });
    expect(current.json().data.version).toBe(2);
    const old = await testApp.app.inject({ url: '/api/privacy/notices/1' });
    expect(old.json().data.body).toContain('Data Protection Board');
    expect((await testApp.app.inject({ url: '/api/privacy/notices/7' })).statusCode).toBe(404);
    const history = await testApp.app.inject({
      url: '/api/admin/privacy/notices',
      headers: adminAuth,
    });
    expect(history.json().data.map((each: { version: number }) => each.version)).toEqual([2, 1]);

    await expect(
      testApp.db.execute(sql`update privacy_notices set body = 'changed' where version = 1`),
    ).rejects.toThrow();
    await expect(
      testApp.db.execute(sql`delete from privacy_notices where version = 1`),
    ).rejects.toThrow();

    const { auth, user } = await signInNewUser(testApp.app, testApp.db);
    await setConsent(auth, 'MARKETING', true);
    expect((await listConsentEvents({ db: testApp.db, userId: user.id }))[0]!.noticeVersion).toBe(
      2,
    );
  });
});
