import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn } from '../fixtures/accounts';
import { addDeliveryAddress, createStockedProduct, placeCodOrder } from '../fixtures/selling';
import { createAssociate, type SeededAssociate } from '../fixtures/network';

/** Confirmed BV through an admin adjustment (a welcome bonus). */
async function credit(
  request: APIRequestContext,
  admin: Record<string, string>,
  who: SeededAssociate,
  points: number,
) {
  const response = await request.post(`/associates/${who.associateId}/bv-adjustments`, {
    headers: { ...admin, 'idempotency-key': randomUUID() },
    data: { type: 'CREDIT', points, reason: 'Welcome bonus' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('referral, a purchase, BV on the Business Values page, the tree and a move by an admin', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // three registrations, three browser contexts
  const asha = await createAssociate(request, { name: 'Asha Menon' });
  const bhavna = await createAssociate(request, {
    name: 'Bhavna Kulkarni',
    referralCode: asha.referralCode,
  });
  const chetan = await createAssociate(request, { name: 'Chetan Desai' });
  const adminAuth = await adminBearer(request);
  await credit(request, adminAuth, asha, 120);
  await credit(request, adminAuth, bhavna, 40);
  // Bhavna buys 2 × a 15-BV product: 30 BV pending until delivery and the return window.
  const productId = await createStockedProduct(request, adminAuth, {
    name: `Tulsi Green Tea ${bhavna.username}`,
    price: '150.00',
    points: 15,
    stock: 10,
  });
  const bhavnaAuth = { authorization: `Bearer ${bhavna.token}` };
  const order = await placeCodOrder(request, bhavnaAuth, {
    productId,
    quantity: 2,
    addressId: await addDeliveryAddress(request, bhavnaAuth),
  });

  // Both see their BV with the spec's texts.
  for (const [who, points, pending] of [
    [asha, 120, 0],
    [bhavna, 40, 30],
  ] as const) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await signIn(tab, who);
    await tab.goto('/manage/business-values');
    // The page's chunk and data come after the sign-in's (once past 5 s on a loaded machine).
    await expect(tab.getByText('Estimated Value (₹)')).toBeVisible({ timeout: 15_000 });
    await expect(tab.getByTestId('bv-estimated-value')).toHaveText(String(points + pending));
    await expect(tab.getByText('Confirmed Points')).toBeVisible();
    await expect(tab.getByTestId('bv-count-confirmed')).toHaveText('1');
    if (pending) {
      await expect(tab.getByTestId('bv-found')).toHaveText('1 transaction(s) found');
      await expect(tab.getByTestId('bv-transaction')).toContainText(`+${pending}`);
      await expect(tab.getByTestId('bv-transaction')).toContainText(`Order ${order.number}`);
    } else {
      await expect(tab.getByText('No transactions available for this category.')).toBeVisible();
    }
    await tab.getByRole('tab', { name: /Confirmed/ }).click();
    await expect(tab.getByTestId('bv-found')).toHaveText('1 transaction(s) found');
    const row = tab.getByTestId('bv-transaction');
    await expect(row).toContainText(`+${points}`);
    await expect(row).toContainText('Welcome bonus');
    await expect(row).toContainText('Valid till');
    await context.close();
  }

  // Asha finds Bhavna in her tree by searching.
  await signIn(page, asha);
  await page.goto('/manage/network');
  await expect(page.getByRole('treeitem', { name: /Asha Menon/ })).toBeVisible();
  await page.getByLabel('Find in my downline').fill('Bhavna');
  await page.getByRole('option', { name: /Bhavna Kulkarni/ }).click();
  await expect(page.getByTestId('node-details')).toContainText('Bhavna Kulkarni');
  await expect(page.getByTestId('node-details')).toContainText('40');
  await expect(page.getByRole('treeitem', { name: /Bhavna Kulkarni/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('navigation', { name: 'Upline' })).toContainText('Asha Menon');
  await page.getByRole('tab', { name: 'Referred' }).click();
  await expect(page.getByTestId('referred-user')).toContainText('Bhavna Kulkarni');
  await page.getByRole('tab', { name: 'Tree' }).click();

  // An admin moves Bhavna under Chetan, after a preview; Chetan's tree then holds her.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, adminCredentials());
  await adminPage.goto(`/dashboard/associates/${bhavna.associateId}`);
  await adminPage.getByLabel('New placement parent').fill(chetan.referralCode);
  await adminPage.getByRole('option', { name: /Chetan Desai/ }).click();
  await adminPage.getByRole('button', { name: 'Preview the move' }).click();
  await expect(adminPage.getByTestId('move-preview')).toContainText('from under Asha Menon');
  await expect(adminPage.getByTestId('move-preview')).toContainText('to under Chetan Desai');
  await adminPage.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(adminPage.getByText(/now sit under Chetan Desai/)).toBeVisible();
  await adminPage.goto(`/dashboard/associates/${chetan.associateId}`);
  await expect(adminPage.getByRole('treeitem', { name: /Bhavna Kulkarni/ })).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page.getByRole('treeitem', { name: /Asha Menon/ })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: /Bhavna Kulkarni/ })).toHaveCount(0);
});
