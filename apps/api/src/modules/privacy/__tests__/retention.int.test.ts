import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { addToCart } from '../../../test/builders/orders';
import { signInNewUser } from '../../../test/builders/people';
import { APPLY_RETENTION_JOB } from '../jobs';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
});
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

const leaveLead = async (email: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/contacts',
    payload: { name: 'Asha', mobile: '9812300555', email, state: 'Kerala', pincode: '682001' },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
};
const leadEmails = async () => {
  const response = await testApp.app.inject({ url: '/contacts?limit=100', headers: adminAuth });
  return response.json().data.items.map((lead: { email: string }) => lead.email) as string[];
};
const cartOf = async ({ user, auth }: { user: { id: number }; auth: Record<string, string> }) =>
  (await testApp.app.inject({ url: `/api/cart/user/${user.id}`, headers: auth })).json()
    .cartItems as unknown[];

/** Runs the daily job as if it were `days` days from now (the job reads the clock). */
async function runRetentionAfter(days: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + days * DAY_MS);
  expect(await testApp.app.jobs.runNow(APPLY_RETENTION_JOB)).toBe(true);
  vi.useRealTimers();
}

describe('the retention job', () => {
  it('deletes abandoned carts after 180 days and unconverted leads after a year, not sooner', async () => {
    const catalogue = await createTestCatalogue(testApp.app, adminAuth);
    const teaId = await catalogue.addProduct({ name: 'Masala Chai', price: '150.00', points: 5 });
    const shopper = await signInNewUser(testApp.app, testApp.db);
    await addToCart(testApp.app, shopper.auth, teaId, 1);
    await leaveLead('stale.lead@example.in');
    await leaveLead('converted.lead@example.in');
    const leads = await testApp.app.inject({ url: '/contacts?limit=100', headers: adminAuth });
    const converted = leads
      .json()
      .data.items.find((lead: { email: string }) => lead.email === 'converted.lead@example.in');
    const marked = await testApp.app.inject({
      method: 'PATCH',
      url: `/contacts/${converted.id}`,
      headers: adminAuth,
      payload: { status: 'converted' },
    });
    expect(marked.statusCode, marked.body).toBe(200);

    await runRetentionAfter(100);
    expect(await cartOf(shopper)).toHaveLength(1);
    expect(await leadEmails()).toContain('stale.lead@example.in');

    await runRetentionAfter(200);
    expect(await cartOf(shopper)).toHaveLength(0);
    expect(await leadEmails()).toContain('stale.lead@example.in');

    await runRetentionAfter(400);
    const left = await leadEmails();
    expect(left).not.toContain('stale.lead@example.in');
    expect(left).toContain('converted.lead@example.in');
  });
});
