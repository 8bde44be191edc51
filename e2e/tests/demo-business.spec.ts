import { e2ePort } from '../paths.mjs';
import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn } from '../fixtures/accounts';
import { startOwnServer } from '../fixtures/clocked-server';

// Issue 28: a first start shows a business without any clicks. The suite's server leaves the
// demo business out (its specs count what they add); this spec starts a server of its own with
// it, as `npm start` does on a new embedded database (decision 0116).
// Its own server on +5 and its fake Razorpay on +6: within ten ports of the suite's (+0, +1).
const port = e2ePort() + 5;
test.use({ baseURL: `http://127.0.0.1:${port}` });

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer(port, { E2E_DEMO_BUSINESS: 'true' }, 280_000);
});
test.afterAll(async () => {
  await server?.stop();
});

test('the first start shows a dashboard, a network, a closed month and a paid payout', async ({
  page,
  request,
}) => {
  const admin = await adminBearer(request, port);
  const read = async (url: string) => {
    const response = await request.get(url, { headers: admin });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const { data: periods } = await read('/api/earnings/periods');
  expect(periods.some((period: { status: string }) => period.status === 'COMMITTED')).toBe(true);
  const paid = await read('/requests/all/PAYOUT?status=APPROVED');
  expect(paid.data.total).toBeGreaterThan(0);

  await signIn(page, adminCredentials(port));
  await page.goto('/dashboard');
  // Figures any day has (on the 1st, "this month" has nothing yet, however busy the business).
  for (const key of ['sales-week', 'orders-to-ship', 'pending-requests']) {
    // The card's second line is its value: never a bare zero.
    const value = page.getByTestId(`figure-${key}`).locator('span').nth(1);
    await expect(value, key).toHaveText(/[1-9]/);
  }
  // The network grows until the last days: the card's hint (third line) counts the last 7 days.
  await expect(page.getByTestId('figure-new-associates').locator('span').nth(2)).toHaveText(
    /^[1-9]\d* in the last 7 days$/,
  );
  await page.goto('/dashboard/earnings');
  await expect(page.getByText(/committed/i).first()).toBeVisible();
});
