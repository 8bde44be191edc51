import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  adminBearer,
  adminCredentials,
  createCustomer,
  signIn,
  uniqueSuffix,
} from '../fixtures/accounts';
import { addToCart, createShopper, createStockedProduct, placeCodOrder } from '../fixtures/selling';

const badge = (page: Page) => page.getByTestId('site-header').getByTestId('cart-count');

async function addFromDetails(page: Page, productId: number) {
  await page.goto(`/product-details-page/${productId}`);
  await page.getByTestId('product-details').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Product added to cart successfully').last()).toBeVisible();
}

test('a shopper fills a cart, changes a quantity, reloads, checks out with cash on delivery and sees the order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBearer(request);
  const suffix = uniqueSuffix();
  const tulsi = `Tulsi Green Tea ${suffix}`;
  const amla = `Amla Juice ${suffix}`;
  const tulsiId = await createStockedProduct(request, admin, {
    name: tulsi,
    price: '249.50',
    stock: 20,
  });
  const amlaId = await createStockedProduct(request, admin, {
    name: amla,
    price: '120.00',
    stock: 20,
  });
  const shopper = await createCustomer(request, 'Kavya Nair');

  // Signed out, Add to cart asks for a sign-in; once signed in, the product is in the cart.
  await page.goto(`/product-details-page/${tulsiId}`);
  await page.getByTestId('product-details').getByRole('button', { name: 'Add to cart' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Username or Email').fill(shopper.username);
  await login.getByLabel('Password', { exact: true }).fill(shopper.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Product added to cart successfully').last()).toBeVisible();
  await expect(badge(page)).toHaveText('1');

  await addFromDetails(page, amlaId);
  await expect(badge(page)).toHaveText('2');

  await page.goto('/manage/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const tulsiLine = lines.filter({ hasText: tulsi });
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await tulsiLine.getByRole('button', { name: `Increase quantity of ${tulsi}` }).click();
  // The change shows at once, then reaches the server.
  await expect(tulsiLine.getByTestId('cart-line-quantity')).toHaveText('2');
  await saved;

  const expectTotals = async () => {
    // 2 × ₹249.50 + ₹120.00 = ₹619.00; 5% fee ₹30.95; total ₹649.95.
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹619.00');
    await expect(page.getByTestId('cart-fee')).toHaveText('₹30.95');
    await expect(page.getByTestId('cart-total')).toHaveText('₹649.95');
    // Units, the same count as the checkout's; each line shows its own total beside the unit price.
    await expect(page.getByTestId('cart-summary')).toContainText('Subtotal (3 items)');
    await expect(badge(page)).toHaveText('3');
    const tulsiNow = lines.filter({ hasText: tulsi });
    await expect(tulsiNow.getByTestId('cart-line-price')).toHaveText('₹249.50');
    await expect(tulsiNow.getByTestId('cart-line-total')).toHaveText('₹499.00');
  };
  await expectTotals();
  await page.reload();
  await expect(lines.filter({ hasText: tulsi }).getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(lines.filter({ hasText: amla }).getByTestId('cart-line-quantity')).toHaveText('1');
  await expectTotals();

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // No saved address yet: one is added here, with the address book's form.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByTestId('address-form');
  await form.getByLabel('Name', { exact: true }).fill('Kavya Nair');
  await form.getByLabel('Phone Number').fill('9876501234');
  await form.getByLabel('Street Address').fill('22 Marine Drive');
  await form.getByLabel('City').fill('Kochi');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('PIN code').fill('682031');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByTestId('checkout-address').filter({ hasText: 'Kochi' })).toBeVisible();
  await expect(page.getByTestId('checkout-address').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('cart-total')).toHaveText('₹649.95');
  await expect(page.getByTestId('cart-summary')).toContainText('Subtotal (3 items)');

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order has been placed').last()).toBeVisible();
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('heading', { name: /^Order PGM-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(details.getByTestId('order-status')).toHaveText('Placed');
  await expect(details.getByTestId('order-total')).toHaveText('₹649.95');
  await expect(details.getByTestId('order-line')).toHaveCount(2);
  await expect(details.getByTestId('order-address')).toContainText('682031');
  await expect(details.getByTestId('order-payment')).toContainText('Pay on delivery');
  await expect(badge(page)).toHaveText('0');
  const number = (await details.getByRole('heading', { level: 1 }).innerText()).replace(
    'Order ',
    '',
  );

  await page.goto('/orders');
  await expect(page).toHaveURL(/\/manage\/orders$/);
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toContainText('Placed');
  await expect(row).toContainText('₹649.95');
  await expect(row).toContainText('3 items');
});

test('a shopper pays with Razorpay: the first payment fails, the retry succeeds', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await adminBearer(request);
  const name = `Ashwagandha Capsules ${uniqueSuffix()}`;
  const productId = await createStockedProduct(request, admin, {
    name,
    price: '450.00',
    stock: 10,
  });
  const shopper = await createShopper(request, 'Rohan Mehta');
  await addToCart(request, shopper.auth, { productId, quantity: 2 });

  await signIn(page, shopper);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-line').filter({ hasText: name })).toBeVisible();
  // ₹900.00 + 5% = ₹945.00
  await expect(page.getByTestId('cart-total')).toHaveText('₹945.00');
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await expect(checkout.getByText('Test payment of ₹945.00')).toBeVisible();
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(/Payment failed\. Try again/).last()).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay ₹945.00' }).click();

  await expect(
    page.getByText('Payment received. Your order has been placed.').last(),
  ).toBeVisible();
  const details = page.getByTestId('order-details');
  await expect(details.getByTestId('order-status')).toHaveText('Placed');
  await expect(details.getByTestId('order-payment')).toContainText('Paid');
  await expect(details.getByTestId('order-payment')).toContainText(/pay_/);
  await expect(badge(page)).toHaveText('0');
});

test('an admin delivers one order and cancels another; the shopper sees both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBearer(request);
  const productId = await createStockedProduct(request, admin, {
    name: `Neem Soap ${uniqueSuffix()}`,
    price: '60.00',
    stock: 10,
  });
  const shopper = await createShopper(request, 'Imran Shaikh');
  const { auth, addressId } = shopper;
  const delivered = await placeCodOrder(request, auth, { productId, quantity: 2, addressId });
  const cancelled = await placeCodOrder(request, auth, { productId, quantity: 1, addressId });

  // The shared state machine refuses a jump, with its reason.
  const jump = await request.post(`/api/admin/orders/${delivered.id}/status`, {
    headers: admin,
    data: { status: 'DELIVERED' },
  });
  expect(jump.status()).toBe(409);
  expect((await jump.json()).error.message).toContain('can only move to: Confirmed, Cancelled');

  await signIn(page, adminCredentials());
  await page.goto('/dashboard/orders');
  await page.getByLabel('Search orders').fill(delivered.number);
  const row = page.getByTestId('admin-order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Imran Shaikh');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect(readFileSync(await (await download).path(), 'utf8')).toContain(delivered.number);

  await row.getByRole('link', { name: delivered.number }).click();
  const move = async (status: string, shipment?: { courier: string; tracking: string }) => {
    await page.getByLabel('New status').selectOption({ label: status });
    if (shipment) {
      await page.getByLabel('Courier').fill(shipment.courier);
      await page.getByLabel('Tracking number').fill(shipment.tracking);
    }
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByTestId('order-status')).toHaveText(status);
  };
  await move('Confirmed');
  await move('Packed');
  // Shipping needs the courier and the tracking number.
  await page.getByLabel('New status').selectOption({ label: 'Shipped' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Enter the courier and the tracking number').first()).toBeVisible();
  await move('Shipped', { courier: 'Delhivery', tracking: 'DLV 1234567890' });
  await expect(page.getByTestId('order-tracking')).toContainText('DLV 1234567890');
  await move('Delivered');
  await expect(page.getByText('This order is final')).toBeVisible();

  await page.goto(`/dashboard/orders/${cancelled.number}`);
  await move('Cancelled');

  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await signIn(shopperPage, shopper);
  await shopperPage.goto('/manage/orders');
  await expect(
    shopperPage.getByTestId('order-row').filter({ hasText: delivered.number }),
  ).toContainText('Delivered');
  await expect(
    shopperPage.getByTestId('order-row').filter({ hasText: cancelled.number }),
  ).toContainText('Cancelled');
  await shopperPage.getByRole('link', { name: delivered.number }).click();
  await expect(shopperPage.getByTestId('order-tracking')).toContainText('Delhivery');
  await expect(shopperPage.getByTestId('order-timeline')).toContainText('Delivered');
  await shopperContext.close();
});
