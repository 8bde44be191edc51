import type { APIRequestContext, Browser } from '@playwright/test';
import { e2ePort } from '../paths.mjs';
import { collectConsoleErrors, expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, bearerFor, signIn } from '../fixtures/accounts';
import {
  addDeliveryAddress,
  createStockedProduct,
  deliverOrder,
  placeCodOrder,
} from '../fixtures/selling';
import { createAssociate } from '../fixtures/network';
import { downloadedPdfText } from '../fixtures/documents';
import { approveWithdrawal, fillKycForm, findInQueue } from '../fixtures/approvals';
import { type ClockedServer, startClockedServer } from '../fixtures/clocked-server';

// Issue 15 end to end: a sale's BV is confirmed after its return window, the month it was
// confirmed in is closed by a finance admin, and the upline withdraws the commission it paid.
// That story needs weeks to pass, so it runs on a server of its own whose clock the test moves
// (e2e/clock.mjs); the suite's server, and the specs sharing it, keep the machine's time.
const port = e2ePort() + 20;
test.use({ baseURL: `http://127.0.0.1:${port}` });

let server: ClockedServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startClockedServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
/** The month (India time) a moment falls in, as YYYY-MM. */
const monthOf = (moment: Date) => new Date(moment.getTime() + IST_MS).toISOString().slice(0, 7);
/** The first moment (India time) of the month after a YYYY-MM month. */
const startOfMonthAfter = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1) - IST_MS);
};

/** A page in a context of its own whose clock shows the server's moment (the statement's month). */
async function pageAt(browser: Browser, moment: Date) {
  const context = await browser.newContext();
  await context.clock.install({ time: moment });
  const page = await context.newPage();
  return { page, errors: collectConsoleErrors(page), close: () => context.close() };
}

const confirmedBv = async (request: APIRequestContext, auth: Record<string, string>) =>
  (await (await request.get('/associates/self/data', { headers: auth })).json()).data
    .bvValue as number;

test("a month's closing credits the upline's commission, which the upline withdraws", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const soldAt = await server.now();
  const admin = await adminBearer(request, port);

  // The plan, from the month of the sale on: 10% on level 1, 5% on level 2, ₹1 a BV point,
  // nobody skipped for low personal BV, and a Bronze bonus of ₹750 from 2,000 BV of group sales.
  const plan = await request.post('/api/earnings/plans', {
    headers: admin,
    data: {
      name: 'Closing to payout plan (e2e)',
      effectiveMonth: monthOf(soldAt),
      paisePerPoint: 100,
      payoutCapPercent: 20,
      levels: [{ percent: 10 }, { percent: 5 }],
      compression: true,
      activeMinPersonalBv: 0,
      ranks: [
        {
          code: 'BRONZE',
          name: 'Bronze Partner',
          minPersonalBv: 0,
          minGroupBv: 2000,
          bonusPaise: 75_000,
        },
      ],
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);

  // Ravi sponsors Dev; Dev buys two units of a 1,500-point product, which is delivered.
  const ravi = await createAssociate(request, { name: 'Ravi Shankar' });
  const dev = await createAssociate(request, {
    name: 'Dev Malhotra',
    referralCode: ravi.referralCode,
  });
  const productId = await createStockedProduct(request, admin, {
    name: 'Ashwagandha Gold Capsules',
    price: '1500.00',
    points: 1500,
    stock: 5,
  });
  let devAuth = await bearerFor(request, dev);
  const addressId = await addDeliveryAddress(request, devAuth);
  const order = await placeCodOrder(request, devAuth, { productId, quantity: 2, addressId });
  await deliverOrder(request, admin, { id: order.id, trackingNumber: 'DLV 77120' });
  expect(await confirmedBv(request, devAuth)).toBe(0);

  // 31 days on, the 30-day return window has passed: the confirmation job (5 s tick) confirms
  // the 3,000 BV in the month it runs in, and that month is the one to close (never the last
  // hour of a month, so the job cannot run past its end).
  let target = new Date(soldAt.getTime() + 31 * DAY_MS);
  if (monthOf(new Date(target.getTime() + 3600_000)) !== monthOf(target))
    target = new Date(target.getTime() + 2 * 3600_000);
  const confirmedAt = await server.moveTo(target);
  const month = monthOf(confirmedAt);
  devAuth = await bearerFor(request, dev);
  await expect.poll(() => confirmedBv(request, devAuth), { timeout: 20_000 }).toBe(3000);

  // The month ends; early in the next one Ravi sends KYC and the finance admin approves it.
  const closedAt = await server.moveTo(new Date(startOfMonthAfter(month).getTime() + 2 * 3600_000));
  const theirs = await pageAt(browser, closedAt);
  const ours = await pageAt(browser, closedAt);
  const raviPage = theirs.page;
  const adminPage = ours.page;
  await signIn(raviPage, ravi);
  await raviPage.goto('/manage/earnings');
  await expect(raviPage.getByTestId('kyc-status')).toHaveText('Not submitted', { timeout: 20_000 });
  await expect(raviPage.getByTestId('summary-balance')).toHaveText('₹0.00');
  await fillKycForm(raviPage, {
    pan: 'BKRPS4821M',
    holder: 'Ravi Shankar',
    accountNumber: '50100987654321',
    ifsc: 'HDFC0004321',
  });
  await raviPage.getByRole('button', { name: 'Send for approval' }).click();
  await expect(raviPage.getByTestId('kyc-status')).toHaveText('Waiting for approval');

  await signIn(adminPage, adminCredentials(port));
  const kyc = await findInQueue(adminPage, ravi.username, 'KYC');
  await kyc.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Request approved')).toBeVisible();

  // The admin computes and reviews the month in the console, then commits it. Dev's 3,000 BV:
  // Ravi (level 1, 10%) 3,000 × ₹1 × 10% = ₹300; the company above him never earns. Ravi's group
  // BV of 3,000 reaches Bronze (2,000): ₹750. Dev has no group BV: no rank. Total ₹1,050.
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('link', { name: 'Earnings' }).first().click();
  await expect(adminPage.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  await adminPage.getByRole('textbox', { name: 'Month' }).fill(month);
  await adminPage.getByRole('button', { name: /^Compute/ }).click();
  await expect(adminPage.getByText('Draft', { exact: true })).toBeVisible();
  await expect(adminPage.getByTestId('total-Sales BV')).toHaveText('3,000 BV');
  await expect(adminPage.getByTestId('total-Earners')).toHaveText('1');
  await expect(adminPage.getByTestId('total-Level commissions')).toHaveText('₹300.00');
  await expect(adminPage.getByTestId('total-Rank bonuses')).toHaveText('₹750.00');
  await expect(adminPage.getByTestId('total-Total')).toHaveText('₹1,050.00');
  await adminPage.getByRole('button', { name: 'Commit', exact: true }).click();
  const commit = adminPage.getByRole('dialog', { name: `Commit ${month}?` });
  await commit.getByRole('button', { name: 'Commit month' }).click();
  await expect(adminPage.getByText('Committed', { exact: true })).toBeVisible();

  // Ravi's wallet has the ₹1,050 (below the year's ₹20,000 TDS threshold: no TDS), and the
  // statement of the month it was earned in says where it came from, on screen and as PDF.
  await raviPage.reload();
  await expect(raviPage.getByTestId('kyc-status')).toHaveText('Approved', { timeout: 20_000 });
  await expect(raviPage.getByTestId('summary-grossEarned')).toHaveText('₹1,050.00');
  await expect(raviPage.getByTestId('summary-tds')).toHaveText('₹0.00');
  await expect(raviPage.getByTestId('summary-balance')).toHaveText('₹1,050.00');
  const statementPanel = raviPage.getByRole('region', { name: 'Monthly statement' });
  const statement = statementPanel.getByTestId('statement');
  await statementPanel.getByLabel('Month').fill(month);
  await expect(statement).toContainText('Level commission₹300.00');
  await expect(statement).toContainText('Rank bonus₹750.00');
  await expect(statement).toContainText('Gross earnings₹1,050.00');
  await expect(statement).toContainText('TDS withheld₹0.00');
  await expect(statement).toContainText('Net credited₹1,050.00');
  // Credited when the month closed, early the next one: the statement says so.
  await expect(statementPanel.getByText(/reach the wallet when the company closes/)).toBeVisible();
  const download = raviPage.waitForEvent('download');
  await statementPanel.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`statement-${month}.pdf`);
  const pdf = await downloadedPdfText(await download);
  expect(pdf).toContain('Associate: Ravi Shankar');
  expect(pdf).toContain('Level commission 300.00 Rank bonus 750.00 Gross earnings 1,050.00');
  expect(pdf).toContain('TDS withheld (section 194H) 0.00 Net credited to the wallet 1,050.00');
  expect(pdf).toContain('earnings reach the wallet when the company closes that month');

  // He asks for ₹800 of it; the admin pays it by bank transfer and records the UTR.
  await raviPage.getByLabel('Amount to withdraw (₹)').fill('800');
  await raviPage.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(raviPage.getByTestId('summary-pending')).toHaveText('₹800.00');
  await expect(raviPage.getByTestId('summary-balance')).toHaveText('₹250.00');
  await approveWithdrawal(adminPage, ravi.username, 'HDFCN52027010154321');

  // His payment history and summary show it paid, and the statement the money that left.
  await raviPage.reload();
  await expect(raviPage.getByTestId('summary-paidOut')).toHaveText('₹800.00', { timeout: 20_000 });
  await expect(raviPage.getByTestId('summary-pending')).toHaveText('₹0.00');
  await expect(raviPage.getByTestId('summary-balance')).toHaveText('₹250.00');
  await expect(raviPage.getByTestId('summary-net')).toHaveText('₹1,050.00');
  // This month's statement (the month of the closing and the transfer) shows the money leave.
  await expect(statement).toContainText('Paid to your bank₹800.00');
  await expect(statement).toContainText('Balance at month end₹250.00');
  const rows = raviPage.getByTestId('payment-row');
  await expect(rows.first()).toContainText('Withdrawal');
  await expect(rows.first()).toContainText('Paid · UTR HDFCN52027010154321');
  await expect(rows.filter({ hasText: 'Level commission' })).toContainText('₹300.00');
  await expect(rows.filter({ hasText: 'Rank bonus' })).toContainText('₹750.00');
  await expect(rows).toHaveCount(3);
  await raviPage.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(rows).toHaveCount(1);

  expect([...theirs.errors, ...ours.errors], 'console errors').toEqual([]);
  await theirs.close();
  await ours.close();
});
