import type { Locator } from '@playwright/test';
import { ORDER_STATUS_LABELS } from '@saathi/shared/order-state';
import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn } from '../fixtures/accounts';
import { addDeliveryAddress, createStockedProduct, placeCodOrder } from '../fixtures/selling';
import { createAssociate } from '../fixtures/network';

const figureValue = async (figure: Locator) =>
  Number((await figure.locator('span').nth(1).innerText()).replace(/\D/g, ''));

test('the overview counts a new associate and their order; the admin finds them by phone and deactivates them', async ({
  page,
  browser,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/403/);
  await signIn(page, adminCredentials());
  await page.goto('/dashboard');
  const newAssociates = page.getByTestId('figure-new-associates');
  const toShip = page.getByTestId('figure-orders-to-ship');
  const before = await figureValue(newAssociates);
  const toShipBefore = await figureValue(toShip);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // The overview is live: an associate who joined a moment ago, and the order they placed, are
  // counted on the next visit.
  const person = await createAssociate(request, { name: 'Farhan Qureshi', by: 'phone' });
  const auth = { authorization: `Bearer ${person.token}` };
  const order = await placeCodOrder(request, auth, {
    productId: await createStockedProduct(request, await adminBearer(request), {
      name: `Sandal Soap ${person.username}`,
      price: '60.00',
      stock: 5,
    }),
    quantity: 1,
    addressId: await addDeliveryAddress(request, auth),
  });
  await page.reload();
  await expect.poll(() => figureValue(newAssociates)).toBeGreaterThan(before);
  await expect.poll(() => figureValue(toShip)).toBeGreaterThan(toShipBefore);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Search').fill(person.phone!);
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Farhan Qureshi' }).click();
  await expect(page.getByRole('heading', { name: 'Farhan Qureshi' })).toBeVisible();
  // Their page lists the order and the BV it earned them.
  await expect(page.getByTestId('section-orders')).toContainText(order.number);
  await expect(page.getByTestId('section-business-value')).toContainText(`Order ${order.number}`);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();

  const theirs = await browser.newPage();
  await theirs.goto('/Associate/login');
  await theirs.getByLabel('Username or Email').fill(person.username);
  await theirs.getByLabel('Password').fill(person.password);
  await theirs.getByRole('button', { name: 'Login' }).click();
  await expect(
    theirs.getByText('This account has been deactivated. Please contact support.'),
  ).toBeVisible();
  await theirs.close();
});

test('the admin signs in, lands in the console and finds it again from the shop, on a phone too', async ({
  page,
}) => {
  const admin = adminCredentials();
  await page.goto('/Associate/login');
  await page.getByLabel('Username or Email').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Every status of the orders chart is named beside its own bar (none dropped or overlapping).
  const statuses = page
    .getByRole('figure', { name: 'Orders of the last 30 days by status' })
    .locator('.recharts-yAxis-tick-labels text');
  const labels = Object.values(ORDER_STATUS_LABELS);
  await expect(statuses).toHaveCount(labels.length);
  // A long name wraps onto lines of its own (tspans).
  const names = await statuses.evaluateAll((texts) =>
    texts.map((text) => [...text.children].map((line) => line.textContent).join(' ')),
  );
  expect(names).toEqual(labels);
  const boxes = await Promise.all((await statuses.all()).map((name) => name.boundingBox()));
  boxes.slice(1).forEach((box, index) => {
    expect(box!.y).toBeGreaterThanOrEqual(boxes[index]!.y + boxes[index]!.height);
  });

  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile menu' })
    .getByRole('link', { name: 'Console' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an associate asks to move under another upline; the admin approves it in the queue', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const upline = await createAssociate(request, { name: 'Meena Iyer', by: 'email' });
  const mover = await createAssociate(request, { name: 'Ravi Kumar', by: 'email' });

  const theirs = await browser.newPage();
  await signIn(theirs, mover);
  await theirs.goto('/manage/requests');
  const form = theirs.getByRole('form', { name: 'Change my placement' });
  await form.getByLabel("New upline's referral code").fill(upline.referralCode);
  await form.getByRole('button', { name: 'Send request' }).click();
  const mine = theirs.getByTestId('my-request').first();
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText(`Meena Iyer (${upline.referralCode})`);

  await signIn(page, adminCredentials());
  await page.goto('/dashboard/requests');
  const queued = page.getByTestId('queue-request').filter({ hasText: 'Ravi Kumar' });
  await expect(queued).toContainText(`Meena Iyer (${upline.referralCode})`);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page.getByTestId('queue-request').filter({ hasText: 'Ravi Kumar' })).toContainText(
    'Approved',
  );

  await page.goto(`/dashboard/users?q=${mover.referralCode}`);
  await page.getByTestId('user-row').getByRole('link', { name: 'Ravi Kumar' }).click();
  // The person's page: placed under the new upline, the sponsor (who referred them) unchanged.
  const fact = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Placed under')).toHaveText(`Meena Iyer (${upline.referralCode})`);
  await expect(fact('Sponsor')).not.toContainText('Meena Iyer');

  // The genealogy tree shows the move: the new upline's node now holds them.
  await page.goto(`/dashboard/associates/${upline.associateId}`);
  await expect(page.getByRole('treeitem', { name: /Ravi Kumar/ })).toBeVisible();

  await theirs.reload();
  await expect(theirs.getByTestId('my-request').first()).toContainText('Approved');
  await theirs.close();
});
