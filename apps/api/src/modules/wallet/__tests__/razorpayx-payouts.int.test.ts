import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpayX } from '../../../test/fake-razorpayx';
import { signInNewAssociate } from '../../../test/builders/people';
import { signInNewUser } from '../../../test/builders/people';
import { createTestApp } from '../../../test/test-app';
import { approvedKyc, creditWallet, nextPan } from '../../../test/builders/wallet';
import { SEND_PAYOUTS_JOB } from '../jobs';

let fake: Awaited<ReturnType<typeof startFakeRazorpayX>>;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;

beforeAll(async () => {
  fake = await startFakeRazorpayX();
  testApp = await createTestApp({
    RAZORPAYX_KEY_ID: fake.keyId,
    RAZORPAYX_KEY_SECRET: fake.keySecret,
    RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    RAZORPAYX_API_URL: fake.url,
  });
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  testApp.app.inject({ method, url, headers, payload });

/** An associate with approved KYC and ₹2,000, who asks for `amount`; approved without a UTR. */
async function approvedPayout(amount: number) {
  const associate = await signInNewAssociate(testApp.app, testApp.db);
  await approvedKyc(testApp.app, associate.auth, admin.auth, nextPan());
  await creditWallet(testApp.app, admin.auth, associate.node.id, 2_000);
  const asked = await call('POST', '/requests', associate.auth, {
    type: 'PAYOUT',
    payload: { amount },
  });
  const approved = await call('PUT', `/requests/${asked.json().data.id}/approve`, admin.auth);
  expect(approved.statusCode).toBe(200);
  return associate;
}

const latestPayout = async (associate: { auth: Headers; node: { id: number } }) =>
  (
    await call(
      'GET',
      `/api/nodePaymentHistory/${associate.node.id}?history=payouts`,
      associate.auth,
    )
  ).json().data.items[0].payout;
const summaryOf = async (associate: { auth: Headers; node: { id: number } }) =>
  (await call('GET', `/api/nodePaymentHistory/summary/${associate.node.id}`, associate.auth)).json()
    .data;

describe('payouts through RazorpayX (a local fake)', () => {
  it('sends the payout with X-Payout-Idempotency; a retry after a lost answer finds the same one', async () => {
    const associate = await approvedPayout(1_500);
    fake.failNextAnswer();
    await testApp.app.jobs.runNow(SEND_PAYOUTS_JOB);
    expect((await latestPayout(associate)).status).toBe('PROCESSING');
    await testApp.app.jobs.runNow(SEND_PAYOUTS_JOB);
    const creates = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payouts');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).toMatch(/^saathi-payout-\d+$/);
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
    expect(fake.payouts.size).toBe(1);
    expect(creates[0]!.body).toMatchObject({
      account_number: '7878780080316316',
      amount: 150_000,
      currency: 'INR',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { ifsc: 'SBIN0001234', account_number: '123456789012' },
      },
    });

    const [made] = [...fake.payouts.values()];
    fake.settle(made!.id as string, 'processed');
    await testApp.app.jobs.runNow(SEND_PAYOUTS_JOB);
    expect(await latestPayout(associate)).toMatchObject({ status: 'PAID', utr: made!.utr });
    expect(await summaryOf(associate)).toMatchObject({ paidOut: 1_500, pending: 0, balance: 500 });
  });

  it('gives the money back to the wallet when the bank fails the payout', async () => {
    const associate = await approvedPayout(1_000);
    await testApp.app.jobs.runNow(SEND_PAYOUTS_JOB);
    const made = [...fake.payouts.values()].at(-1)!;
    fake.settle(made.id as string, 'failed');
    await testApp.app.jobs.runNow(SEND_PAYOUTS_JOB);
    expect(await latestPayout(associate)).toMatchObject({ status: 'FAILED' });
    expect(await summaryOf(associate)).toMatchObject({ paidOut: 0, pending: 0, balance: 2_000 });
  });
});
