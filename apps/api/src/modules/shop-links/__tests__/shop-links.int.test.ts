import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_LINK_TEXTS } from '@saathi/shared';
import { findAssociateByUserId, findCustomerSponsor, getAssociateRow } from '../../associates';
import { confirmDueBusinessValue } from '../../business-values';
import { createTestApp } from '../../../test/test-app';
import { currentAgreementId } from '../../../test/builders/agreements';
import { latestCode } from '../../../test/outbox';
import { createTestCatalogue } from '../../../test/builders/products';
import { deliverOrder, placeCodOrder } from '../../../test/builders/orders';
import { signInNewAssociate, signInNewUser } from '../../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let teaId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  teaId = await catalogue.addProduct({ name: 'Tulsi Green Tea', price: '200.00', points: 12 });
});
afterAll(() => testApp.close());

let address = 0;
/** Each call from its own client address: the per-address limits stay out of the way. */
const inject = (options: InjectOptions) => {
  address += 1;
  return testApp.app.inject({ remoteAddress: `203.0.113.${(address % 250) + 1}`, ...options });
};
const visit = (code: string, cookies: Record<string, string> = {}) =>
  inject({ method: 'POST', url: `/api/shop-links/${code}/visits`, cookies });
/** The cookies an answer set, by name. */
const cookiesOf = (response: Awaited<ReturnType<typeof inject>>) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
const figuresOf = async (auth: Record<string, string>) => {
  const response = await inject({ url: '/api/shop-links/mine', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const outboxFor = async (destination: string) =>
  (await inject({ url: `/dev/outbox?destination=${encodeURIComponent(destination)}` })).json()
    .data as { subject: string; body: string; code: string | null }[];

let sequence = 0;
const unique = () => `${Date.now() % 100_000}${(sequence += 1)}`;

/** The older sign-up popup's customer, from a browser with these cookies. */
async function signUpByPopup(
  cookies: Record<string, string>,
  fields: { email?: string; referralCode?: string } = {},
) {
  const response = await inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      name: 'Anil Mehta',
      email: fields.email ?? `anil${unique()}@example.in`,
      username: `anil${unique()}x`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ...(fields.referralCode ? { referralCode: fields.referralCode } : {}),
    },
    cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user.id as number;
}

/** An associate whose link people follow, signed in. */
const newShopOwner = (firstName = 'Ravi') =>
  signInNewAssociate(testApp.app, testApp.db, { firstName, lastName: 'Kumar' });

/** A browser that followed the link: the cookie a visit set. */
async function followLink(code: string) {
  const response = await visit(code);
  expect(response.statusCode, response.body).toBe(200);
  return { saathi_ref: cookiesOf(response).saathi_ref!.value };
}

describe('a visit through a shop link', () => {
  it("answers the associate's card, remembers the link for 30 days and counts a browser once a day", async () => {
    const owner = await newShopOwner();
    const code = owner.node.referralCode;
    const first = await visit(code.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      owner: { referralCode: code, name: 'Ravi Kumar', imageUrl: null },
      isCounted: true,
    });
    const { saathi_ref: attribution, saathi_ref_seen: seen } = cookiesOf(first);
    expect(attribution).toMatchObject({
      value: code,
      path: '/',
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(attribution!.httpOnly).toBeUndefined();
    expect(seen).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The same browser again today (page views, a reload): not counted again.
    const again = await visit(code, { saathi_ref: code, saathi_ref_seen: seen!.value });
    expect(again.json().data.isCounted).toBe(false);
    // Another browser, and the first one on another day: counted.
    expect((await visit(code)).json().data.isCounted).toBe(true);
    const yesterday = seen!.value.replace(/^\d{4}-\d{2}-\d{2}/, '2020-01-01');
    expect((await visit(code, { saathi_ref_seen: yesterday })).json().data.isCounted).toBe(true);

    expect(await figuresOf(owner.auth)).toMatchObject({
      referralCode: code,
      visits: { total: 3, last30Days: 3 },
      signUps: 0,
    });
    const card = await inject({ url: `/api/shop-links/${code}` });
    expect(card.json()).toEqual({ success: true, data: first.json().data.owner });
  });

  it('refuses an unknown or inactive code with a clear message and remembers nothing', async () => {
    const unknown = await visit('PGMNOSUCH1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SHOP_LINK_TEXTS.inactive);
    expect(unknown.cookies).toEqual([]);

    const paused = await newShopOwner('Paused');
    const changed = await inject({
      method: 'PUT',
      url: `/associates/${paused.node.id}`,
      headers: adminAuth,
      payload: { status: 'INACTIVE' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await visit(paused.node.referralCode)).statusCode).toBe(404);

    const deactivated = await newShopOwner('Gone');
    const blocked = await inject({
      method: 'PUT',
      url: `/admin/users/${deactivated.user.id}/status`,
      headers: adminAuth,
      payload: { isActive: false },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const gone = await visit(deactivated.node.referralCode);
    expect(gone.statusCode).toBe(404);
    expect(gone.cookies).toEqual([]);
    expect(
      (await inject({ url: `/api/shop-links/${deactivated.node.referralCode}` })).statusCode,
    ).toBe(404);
  });

  it('answers bad codes with a 400 on the field', async () => {
    const spaced = await visit('PGM%20ABC');
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().error.fields).toEqual({ code: SHOP_LINK_TEXTS.codeSpaces });
    const long = await visit('A'.repeat(41));
    expect(long.json().error.fields).toEqual({ code: SHOP_LINK_TEXTS.codeTooLong });
  });

  it('shows figures to associates only', async () => {
    const customer = await signInNewUser(testApp.app, testApp.db);
    expect((await inject({ url: '/api/shop-links/mine', headers: customer.auth })).statusCode).toBe(
      404,
    );
    expect((await inject({ url: '/api/shop-links/mine' })).statusCode).toBe(401);
  });
});

describe('a new account after following a link', () => {
  it('the registration form: the new associate is placed under the link’s owner', async () => {
    const owner = await newShopOwner();
    const cookies = await followLink(owner.node.referralCode);
    const destination = `kavita${unique()}@example.in`;
    const sent = await inject({
      method: 'POST',
      url: '/auth/register/send-otp',
      payload: {
        name: 'Kavita Rao',
        emailorPhone: destination,
        username: `kavita${unique()}x`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        referralCode: '',
        agreementVersionId: await currentAgreementId(testApp.app),
      },
      cookies,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await inject({
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { destination, otp: await latestCode(testApp.app, destination), type: 'email' },
      cookies,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const node = await findAssociateByUserId({
      db: testApp.db,
      userId: verified.json().data.user.id,
    });
    expect(node).toMatchObject({ sponsorId: owner.node.id, parentId: owner.node.id });
    expect((await figuresOf(owner.auth)).signUps).toBe(1);
    const [told] = await outboxFor(owner.user.primaryEmail!);
    expect(told).toMatchObject({
      subject: expect.stringMatching(/Kavita Rao joined your network$/),
    });
    expect(told!.body).toContain('through your shop link');
  });

  it('a typed referral code wins over the link, and is not the link’s sign-up', async () => {
    const owner = await newShopOwner();
    const other = await newShopOwner('Meena');
    const cookies = await followLink(owner.node.referralCode);
    const userId = await signUpByPopup(cookies, { referralCode: other.node.referralCode });
    const sponsor = await findCustomerSponsor({ db: testApp.db, userId });
    expect(sponsor?.id).toBe(other.node.id);
    expect((await figuresOf(owner.auth)).signUps).toBe(0);
    expect((await figuresOf(other.auth)).signUps).toBe(0);
    const [told] = await outboxFor(other.user.primaryEmail!);
    expect(told!.body).toContain('with your referral code');
  });

  it('the older sign-up popup without a code: the link’s owner refers the customer', async () => {
    const owner = await newShopOwner();
    const cookies = await followLink(owner.node.referralCode);
    const userId = await signUpByPopup(cookies);
    const sponsor = await findCustomerSponsor({ db: testApp.db, userId });
    expect(sponsor?.id).toBe(owner.node.id);
    expect((await figuresOf(owner.auth)).signUps).toBe(1);
  });

  it('a one-time code to a new phone, when the cart asks to sign in: a customer, referred by the link', async () => {
    const owner = await newShopOwner();
    const cookies = await followLink(owner.node.referralCode);
    const phone = `98${String(Date.now()).slice(-8)}`;
    const sent = await inject({
      method: 'POST',
      url: '/auth/send-otp',
      payload: { destination: phone },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await outboxFor(phone);
    expect(message!.body).toMatch(/code to create your account and sign in/);
    const verified = await inject({
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { destination: phone, otp: message!.code },
      cookies,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { user } = verified.json().data;
    expect(user).toMatchObject({ primaryPhone: phone, loginType: 'PHONE', roles: ['CUSTOMER'] });
    expect(user.username).toMatch(/^member\d+$/);
    const sponsor = await findCustomerSponsor({ db: testApp.db, userId: user.id });
    expect(sponsor?.id).toBe(owner.node.id);
    const [told] = await outboxFor(owner.user.primaryEmail!);
    expect(told!.subject).toMatch(/signed up through your shop link$/);
  });

  it('an existing customer keeps their referrer; a bad or inactive cookie is ignored', async () => {
    const first = await newShopOwner('First');
    const second = await newShopOwner('Second');
    const email = `asha${unique()}@example.in`;
    const userId = await signUpByPopup({}, { email, referralCode: first.node.referralCode });
    // Later through another associate's link, signing in by code.
    const cookies = await followLink(second.node.referralCode);
    await inject({ method: 'POST', url: '/auth/send-otp', payload: { destination: email } });
    const signedIn = await inject({
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { destination: email, otp: await latestCode(testApp.app, email) },
      cookies,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await findCustomerSponsor({ db: testApp.db, userId }))?.id).toBe(first.node.id);
    expect((await figuresOf(second.auth)).signUps).toBe(0);

    // A cookie the browser made up, or of an associate no longer active: no referrer at all.
    const paused = await newShopOwner('Paused');
    await inject({
      method: 'PUT',
      url: `/associates/${paused.node.id}`,
      headers: adminAuth,
      payload: { status: 'INACTIVE' },
    });
    for (const code of ['MADEUP123', paused.node.referralCode]) {
      const made = await signUpByPopup({ saathi_ref: code });
      expect(await findCustomerSponsor({ db: testApp.db, userId: made })).toBe(undefined);
    }
    expect(await outboxFor(paused.user.primaryEmail!)).toEqual([]);
  });
});

describe('sales through the link', () => {
  it("counts the link's customers' orders with their BV, pending then confirmed", async () => {
    const owner = await newShopOwner();
    const cookies = await followLink(owner.node.referralCode);
    const phone = `97${String(Date.now()).slice(-8)}`;
    await inject({ method: 'POST', url: '/auth/send-otp', payload: { destination: phone } });
    const verified = await inject({
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { destination: phone, otp: await latestCode(testApp.app, phone) },
      cookies,
    });
    const auth = { authorization: `Bearer ${verified.json().data.token}` };
    const order = await placeCodOrder(testApp.app, auth, [[teaId, 2]]);
    // Someone else's order, not through the link: not counted.
    const walkIn = await signInNewUser(testApp.app, testApp.db);
    await placeCodOrder(testApp.app, walkIn.auth, [[teaId, 1]]);

    const placed = await figuresOf(owner.auth);
    expect(placed).toMatchObject({
      signUps: 1,
      sales: { orders: 1, pendingBv: 24, confirmedBv: 0 },
    });
    expect(placed.sales.totalPaise).toBe(Math.round(order.total * 100));
    // The referral credits the associate's own BV, as a typed code does.
    expect((await getAssociateRow(testApp.db, owner.node.id))?.bvValue).toBe(0);

    await deliverOrder(testApp.app, adminAuth, order.id);
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(Date.now() + 60 * DAY_MS) });
    expect((await figuresOf(owner.auth)).sales).toMatchObject({
      orders: 1,
      pendingBv: 0,
      confirmedBv: 24,
    });
    expect((await getAssociateRow(testApp.db, owner.node.id))?.bvValue).toBe(24);
  });
});
