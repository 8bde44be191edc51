import { e2ePort } from '../paths.mjs';
import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn } from '../fixtures/accounts';
import { createAssociate } from '../fixtures/network';
import { startClockedServer } from '../fixtures/clocked-server';

// Issue 31: a binary plan made, simulated and closed in the console; an associate's legs; the
// tree as it stood before a move. On a server of its own, on a clock the test moves: a binary
// plan in force would change what the suite's other specs compute. One worker: one server.
const port = e2ePort() + 30;
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startClockedServer>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startClockedServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});

/** The month that ended last, in India time (the console's default month). */
const lastMonth = () => {
  const india = new Date(Date.now() + 330 * 60_000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
};

test('a finance admin closes a binary month; an associate sees the legs', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const month = lastMonth();
  const asha = await createAssociate(request, { name: 'Asha Binary' });
  await createAssociate(request, { name: 'Bala Left', referralCode: asha.referralCode });
  await createAssociate(request, { name: 'Chitra Right', referralCode: asha.referralCode });

  await signIn(page, adminCredentials(port));
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Earnings' }).first().click();
  await page.getByRole('tab', { name: 'Plan versions' }).click();
  await page.getByRole('button', { name: 'New plan version' }).click();
  await page.getByLabel('Plan type').selectOption('binary');
  await page.getByLabel('Name').fill('Binary plan (e2e)');
  await page.getByLabel('Effective from (month)').fill(month);
  await page.getByLabel('Matching bonus per generation (%, e.g. 10, 5)').fill('10');
  await page.getByRole('button', { name: 'Create version' }).click();
  await expect(page.getByTestId('plans')).toContainText('Binary: 1:1 pairs of 100 BV at ₹10');

  await page.getByRole('tab', { name: 'Simulator' }).click();
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByText(/A simulation of Binary plan \(e2e\)/)).toBeVisible();

  await page.getByRole('tab', { name: 'Monthly closing' }).click();
  await page.getByRole('textbox', { name: 'Month' }).fill(month);
  await page.getByRole('button', { name: /^Compute/ }).click();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Commit', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Commit ${month}?` })
    .getByRole('button', { name: 'Commit month' })
    .click();
  await expect(page.getByText('Committed', { exact: true })).toBeVisible();

  const context = await browser.newContext();
  const associatePage = await context.newPage();
  await signIn(associatePage, asha);
  await associatePage.goto('/manage/network');
  const card = associatePage.getByRole('region', { name: 'Binary legs' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('group', { name: 'Left leg' })).toContainText('Bala Left');
  await expect(card.getByRole('group', { name: 'Right leg' })).toContainText('Chitra Right');
  await expect(card.getByRole('group', { name: 'Left leg' })).toContainText('Carried in0 BV');
  await expect(card).toContainText(`${month}: 0 pairs, binary income ₹0.00`);
  await context.close();
});

test('the tree as of a day before a move shows the old parent', async ({ page, request }) => {
  const asha = await createAssociate(request, { name: 'Asha Before' });
  const bala = await createAssociate(request, {
    name: 'Bala Moved',
    referralCode: asha.referralCode,
  });
  const chitra = await createAssociate(request, { name: 'Chitra After' });
  // The day they joined, in India time (the as-of date's zone); the move comes two days later.
  const joined = await server.now();
  const day = new Date(joined.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  await server.moveTo(new Date(joined.getTime() + 2 * 86_400_000));
  const moved = await request.put(`/associates/${bala.associateId}/parent`, {
    headers: await adminBearer(request, port),
    data: { parentId: chitra.associateId },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  await signIn(page, adminCredentials(port));
  await page.goto(`/dashboard/associates/${asha.associateId}`);
  await expect(page.getByRole('treeitem', { name: /Asha Before/ })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: /Bala Moved/ })).toHaveCount(0);
  await page.getByLabel('As of').fill(day);
  await expect(page.getByRole('treeitem', { name: /Bala Moved/ })).toBeVisible();
});
