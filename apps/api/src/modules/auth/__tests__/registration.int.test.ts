import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { currentAgreementId } from '../../../test/builders/agreements';
import { createTestUser } from '../../../test/builders/people';
import { latestCode, latestMessage } from '../../../test/outbox';
import { findAssociateByCode, findAssociateByUserId } from '../../associates';
import { otpCodes } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let agreementVersionId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  agreementVersionId = await currentAgreementId(testApp.app);
});
afterAll(() => testApp.close());

let sequence = 0;
const details = (overrides: Record<string, string> = {}) => {
  sequence += 1;
  return {
    name: 'Kavita Rao',
    emailorPhone: `kavita${sequence}@example.in`,
    username: `kavita${sequence}x`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    referralCode: '',
    agreementVersionId,
    ...overrides,
  };
};
const post = (url: string, payload: object, remoteAddress = `192.0.2.${(sequence % 200) + 1}`) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Moves earlier codes for a destination back past the 30-second resend rule. */
const ageCodes = (destination: string) =>
  testApp.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 40_000) })
    .where(eq(otpCodes.destination, destination));

async function register(input: ReturnType<typeof details>) {
  const sent = await post('/auth/register/send-otp', input);
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await latestCode(testApp.app, input.emailorPhone);
  return post('/auth/verify-otp', { destination: input.emailorPhone, otp, type: 'email' });
}

describe('associate registration', () => {
  it('sends a code, then creates an associate under the company root and signs it in', async () => {
    const input = details();
    const sent = await post('/auth/register/send-otp', input);
    expect(sent.json()).toEqual({ success: true, message: 'OTP sent successfully!', error: null });
    const otp = await latestCode(testApp.app, input.emailorPhone);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await post('/auth/verify-otp', {
      destination: input.emailorPhone,
      otp,
      type: 'email',
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe('OTP verified successfully!');
    expect(body.data.user).toMatchObject({
      username: input.username,
      firstName: 'Kavita',
      lastName: 'Rao',
      roles: ['ASSOCIATE'],
      loginType: 'EMAIL',
      primaryEmail: input.emailorPhone,
    });
    expect(body.data.user.others[0].referalInfo).toMatchObject({
      firstName: 'Pragati Growth Marketing',
    });
    expect(body.data.token).toMatch(/^ey/);
  });

  it('places a referred associate under the sponsor, with Referred By and the tree path', async () => {
    const sponsorInput = details({ name: 'Suresh Iyer' });
    const sponsorSession = (await register(sponsorInput)).json().data;
    const self = await testApp.app.inject({
      url: '/associates/self/data',
      headers: { authorization: `Bearer ${sponsorSession.token}` },
    });
    const sponsorCode = self.json().data.referralCode as string;
    expect(sponsorCode).toMatch(/^PGM[A-Z2-9]{6}$/);

    const lookup = await testApp.app.inject({
      url: `/associates/referral/${encodeURIComponent(sponsorCode.toLowerCase())}`,
    });
    expect(lookup.json().data).toEqual({
      referralCode: sponsorCode,
      name: 'Suresh Iyer',
      firstName: 'Suresh',
      lastName: 'Iyer',
      imageUrl: null,
      rank: 'ASSOCIATE',
    });

    const child = (await register(details({ referralCode: sponsorCode }))).json().data;
    expect(child.user.others[0].referalInfo).toEqual({
      firstName: 'Suresh',
      lastName: 'Iyer',
      imageUrl: null,
      rank: 'ASSOCIATE',
      referalId: sponsorCode,
    });
    const sponsorRow = await findAssociateByCode({ db: testApp.db, code: sponsorCode });
    const childRow = await findAssociateByUserId({ db: testApp.db, userId: child.user.id });
    expect(childRow!.sponsorId).toBe(sponsorRow!.id);
    expect(childRow!.parentId).toBe(sponsorRow!.id);
    expect(childRow!.path).toBe(`${sponsorRow!.path}.a${childRow!.id}`);
  });

  it('registers by phone too', async () => {
    const input = details({ emailorPhone: '9812345670' });
    await post('/auth/register/send-otp', input);
    const otp = await latestCode(testApp.app, '9812345670');
    const verified = await post('/auth/verify-otp', {
      destination: '9812345670',
      otp,
      type: 'phone',
    });
    expect(verified.json().data.user).toMatchObject({
      loginType: 'PHONE',
      primaryPhone: '9812345670',
      primaryEmail: null,
    });
  });

  it.each([
    [{ emailorPhone: '' }, { emailorPhone: 'Email or Phone is required' }],
    [{ emailorPhone: '98765 43210' }, { emailorPhone: 'Spaces are not allowed' }],
    [
      { emailorPhone: '98765432101' },
      { emailorPhone: 'Phone number cannot be longer than 10 digits' },
    ],
    [{ username: 'ab c1' }, { username: 'Username cannot contain spaces' }],
    [
      { username: 'abc' },
      { username: 'Username must contain letters and numbers (min 4 characters)' },
    ],
    [
      { username: 'abcdef' },
      { username: 'Username must contain letters and numbers (min 4 characters)' },
    ],
    [
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { password: 'Password should contain at least one number' },
    ],
    [
      { password: '12345678', confirmPassword: '12345678' },
      { password: 'Password should contain at least one letter' },
    ],
    [
      { password: 'abc 12345', confirmPassword: 'abc 12345' },
      { password: 'Password should not contain spaces' },
    ],
    [
      { password: 'abc1', confirmPassword: 'abc1' },
      { password: 'Password must be 8 to 128 characters' },
    ],
    [{ confirmPassword: 'Different1' }, { confirmPassword: 'Passwords do not match' }],
    [{ referralCode: 'NOSUCHCODE' }, { referralCode: 'No referral found' }],
  ])('refuses %o with the spec message', async (overrides, fields) => {
    const response = await post('/auth/register/send-otp', details(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
  });

  it('refuses a taken username (any case) and says so on the field', async () => {
    const first = details();
    await register(first);
    const response = await post(
      '/auth/register/send-otp',
      details({ username: first.username.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ username: 'Username is already taken' });
    const check = await post('/auth/check-username', { username: first.username.toUpperCase() });
    expect(check.json()).toEqual({
      success: true,
      data: { message: 'Username is already taken', isAvailable: false },
    });
    const free = await post('/auth/check-username', { username: 'freename42' });
    expect(free.json().data).toEqual({ message: 'Username is available', isAvailable: true });
  });

  it('does not reveal that an address is registered: its owner gets a sign-in code instead', async () => {
    const existing = details();
    const session = (await register(existing)).json().data;
    await ageCodes(existing.emailorPhone);
    const again = await post(
      '/auth/register/send-otp',
      details({ emailorPhone: existing.emailorPhone }),
    );
    expect(again.json()).toEqual({ success: true, message: 'OTP sent successfully!', error: null });
    const otp = await latestCode(testApp.app, existing.emailorPhone);
    const signedIn = await post('/auth/verify-otp', { destination: existing.emailorPhone, otp });
    expect(signedIn.json().data.user.id).toBe(session.user.id);
  });
});

describe('one-time codes', () => {
  it('is single use: a replayed code is refused', async () => {
    const input = details();
    await post('/auth/register/send-otp', input);
    const otp = await latestCode(testApp.app, input.emailorPhone);
    const payload = { destination: input.emailorPhone, otp, type: 'email' };
    expect((await post('/auth/verify-otp', payload)).statusCode).toBe(200);
    const replay = await post('/auth/verify-otp', payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual({
      code: 'INVALID_OTP',
      message: 'Invalid or expired OTP.',
    });
  });

  it('voids a code after 5 wrong tries, even when the right code comes next', async () => {
    const input = details();
    await post('/auth/register/send-otp', input);
    const otp = await latestCode(testApp.app, input.emailorPhone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/auth/verify-otp', { destination: input.emailorPhone, otp: wrong }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/auth/verify-otp', { destination: input.emailorPhone, otp })).statusCode,
    ).toBe(400);
  });

  it('expires after 300 seconds', async () => {
    const input = details();
    await post('/auth/register/send-otp', input);
    const otp = await latestCode(testApp.app, input.emailorPhone);
    await testApp.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.destination, input.emailorPhone));
    expect(
      (await post('/auth/verify-otp', { destination: input.emailorPhone, otp })).statusCode,
    ).toBe(400);
  });

  describe('on a fake clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('accepts a code at 299 seconds and refuses it at 301', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
      const early = details();
      await post('/auth/register/send-otp', early);
      const earlyCode = await latestCode(testApp.app, early.emailorPhone);
      vi.setSystemTime(Date.now() + 299_000);
      expect(
        (await post('/auth/verify-otp', { destination: early.emailorPhone, otp: earlyCode }))
          .statusCode,
      ).toBe(200);

      const late = details();
      await post('/auth/register/send-otp', late);
      const lateCode = await latestCode(testApp.app, late.emailorPhone);
      vi.setSystemTime(Date.now() + 301_000);
      const refused = await post('/auth/verify-otp', {
        destination: late.emailorPhone,
        otp: lateCode,
      });
      expect(refused.json().error.message).toBe('Invalid or expired OTP.');
    });
  });

  it('stores codes only as hashes', async () => {
    const input = details();
    await post('/auth/register/send-otp', input);
    const otp = await latestCode(testApp.app, input.emailorPhone);
    const rows = await testApp.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, input.emailorPhone));
    expect(
      rows.every(
        (row) => !row.codeHash.includes(otp) && !JSON.stringify(row.payload).includes('Secret123'),
      ),
    ).toBe(true);
  });

  it('allows a resend only after 30 seconds and at most 5 an hour', async () => {
    const destination = `limits${Date.now()}@example.in`;
    const send = () => post('/auth/send-otp', { destination }, '203.0.113.77');
    expect((await send()).statusCode).toBe(200);
    const tooSoon = await send();
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json().error.message).toMatch(/^Please wait \d+ seconds/);
    // Age the codes so the 30-second rule passes and only the hourly cap remains.
    for (let i = 0; i < 4; i += 1) {
      await testApp.db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 31_000 * (i + 2)) })
        .where(eq(otpCodes.destination, destination));
      expect((await send()).statusCode).toBe(200);
    }
    await testApp.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.destination, destination));
    expect((await send()).statusCode).toBe(429);
  });
});

describe('sign-in by code', () => {
  it('signs in an existing account by email or phone, with the same answer for unknown addresses', async () => {
    const input = details();
    await register(input);
    await ageCodes(input.emailorPhone);
    const known = await post('/auth/send-otp', { destination: input.emailorPhone.toUpperCase() });
    const unknown = await post('/auth/send-otp', { destination: `nobody${Date.now()}@example.in` });
    expect(known.json()).toEqual(unknown.json());
    const otp = await latestCode(testApp.app, input.emailorPhone);
    const signedIn = await post('/auth/verify-otp', {
      destination: input.emailorPhone,
      otp,
      type: 'email',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.username).toBe(input.username);
  });

  it('makes a customer for an address no account uses; a deactivated account stays out (decision 0121)', async () => {
    const email = `newshopper${Date.now()}@example.in`;
    await post('/auth/send-otp', { destination: email });
    const created = await post('/auth/verify-otp', {
      destination: email,
      otp: await latestCode(testApp.app, email),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.user).toMatchObject({
      primaryEmail: email,
      roles: ['CUSTOMER'],
      loginType: 'EMAIL',
    });
    expect(created.json().data.user.username).toMatch(/^newshopper\d+$/);

    const gone = await createTestUser(testApp.db, { isActive: false });
    await post('/auth/send-otp', { destination: gone.primaryEmail! });
    const refused = await post('/auth/verify-otp', {
      destination: gone.primaryEmail!,
      otp: await latestCode(testApp.app, gone.primaryEmail!),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_USER_MESSAGES.accountDeactivated);
  });

  it('validates the destination with the spec messages', async () => {
    const empty = await post('/auth/send-otp', { destination: '' });
    expect(empty.json().error.fields).toEqual({
      destination: 'Please enter your name and mobile number.',
    });
    const bad = await post('/auth/send-otp', { destination: '0123456789' });
    expect(bad.json().error.fields).toEqual({
      destination: 'Please enter a valid 10-digit phone number or a valid email.',
    });
    const otp = await post('/auth/verify-otp', { destination: 'a@b.in', otp: '12a' });
    expect(otp.json().error.fields).toEqual({ otp: 'Please enter a 6-digit OTP.' });
  });
});

describe('the older sign-up popup', () => {
  it('creates a customer and signs it in; a used email is refused on its field', async () => {
    const payload = {
      name: 'Anil Mehta',
      email: `anil${Date.now()}@example.in`,
      username: `anil${Date.now() % 1e6}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    const response = await post('/auth/register', payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      roles: ['CUSTOMER'],
      firstName: 'Anil',
      lastName: 'Mehta',
    });
    const again = await post('/auth/register', {
      ...payload,
      username: `other${Date.now() % 1e6}`,
    });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().error.fields)).toEqual(['email']);
  });
});

describe('associate look-ups', () => {
  it('answers 404 for an unknown referral code and for self data of a non-associate', async () => {
    const unknown = await testApp.app.inject({ url: '/associates/referral/PGMNOPE99' });
    expect(unknown.statusCode).toBe(404);
    const customer = await post('/auth/register', {
      name: 'Ravi Shah',
      email: `ravi${Date.now()}@example.in`,
      username: `ravi${Date.now() % 1e6}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const self = await testApp.app.inject({
      url: '/associates/self/data',
      headers: { authorization: `Bearer ${customer.json().token}` },
    });
    expect(self.statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/associates/self/data' })).statusCode).toBe(401);
  });
});

// Decision 0155: the code's words in the recipient's language, English the words it always had.
describe('the code message in the recipient language', () => {
  it("sends an OTP SMS in Hindi to a Hindi-preferring user, whatever the request's language", async () => {
    const phone = '9812345681';
    await createTestUser(testApp.db, {
      loginType: 'PHONE',
      primaryPhone: phone,
      preferredLanguage: 'hi',
    });
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/auth/send-otp',
      headers: { 'accept-language': 'en' },
      payload: { destination: phone },
      remoteAddress: '192.0.2.211',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = await latestMessage(testApp.app, phone);
    const code = await latestCode(testApp.app, phone);
    expect(sms.body).toBe(
      `${code} आपका Pragati Growth Marketing कोड है, साइन इन करने के लिए। यह 5 मिनट में खत्म हो जाएगा। ` +
        'इसे किसी को न बताएँ: Pragati Growth Marketing का कोई कर्मचारी इसे कभी नहीं माँगेगा।',
    );
    expect(sms.subject).toBe('आपका Pragati Growth Marketing वेरिफ़िकेशन कोड');
  });

  it('writes to an address no account uses in the language the request came in, English unchanged', async () => {
    const send = (destination: string, language: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/auth/send-otp',
        headers: { 'accept-language': language },
        payload: { destination },
        remoteAddress: '192.0.2.212',
      });
    await send('new-hindi@example.in', 'hi-IN,hi;q=0.9');
    expect((await latestMessage(testApp.app, 'new-hindi@example.in')).body).toContain(
      'अपना खाता बनाकर साइन इन करने के लिए',
    );
    await send('new-english@example.in', 'en-IN');
    const english = await latestMessage(testApp.app, 'new-english@example.in');
    const code = await latestCode(testApp.app, 'new-english@example.in');
    expect(english).toMatchObject({
      subject: 'Your Pragati Growth Marketing verification code',
      body:
        `${code} is your Pragati Growth Marketing code to create your account and sign in. It expires in 5 minutes. ` +
        'Never share it: Pragati Growth Marketing staff will never ask for it.',
    });
  });
});
