import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn, uniqueSuffix } from '../fixtures/accounts';
import { addToCart, createShopper, createStockedProduct } from '../fixtures/selling';
import { downloadedPdfText } from '../fixtures/documents';

test('an admin creates a coupon; a shopper copies it from /coupons, applies it and pays the same discounted total', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBearer(request);
  const suffix = uniqueSuffix();
  const productId = await createStockedProduct(request, admin, {
    name: `Moringa Powder ${suffix}`,
    price: '450.00',
    stock: 10,
  });
  const code = `FEST${suffix}`.slice(0, 20);

  // The admin makes a 10% coupon in the console.
  await signIn(page, adminCredentials());
  await page.goto('/dashboard/coupons');
  await page.getByRole('link', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'Coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Description (optional)').fill('Festival offer');
  await form.getByLabel('Percent off').fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Coupon saved').last()).toBeVisible();
  const row = page.getByTestId('admin-coupon-row').filter({ hasText: code });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('Active');

  // A shopper with two of the product in the cart copies the code from /coupons.
  const shopper = await createShopper(request, 'Divya Rao');
  await addToCart(request, shopper.auth, { productId, quantity: 2 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, shopper);
  await page.goto('/coupons');
  const card = page.getByTestId('coupon-card').filter({ hasText: code });
  await expect(card).toContainText('Festival offer');
  await expect(card).toContainText('Once per customer');
  await card.getByRole('button', { name: `Copy code ${code}` }).click();
  await expect(page.getByText(`Coupon code ${code} copied`).last()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(code);

  // At checkout: 2 × ₹450.00 = ₹900.00; 10% off ₹90.00; fee 5% of ₹810.00 = ₹40.50; ₹850.50.
  await page.goto('/checkout');
  await expect(page.getByTestId('cart-total')).toHaveText('₹945.00');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(copied);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toHaveText('−₹90.00');
  await expect(page.getByTestId('cart-fee')).toHaveText('₹40.50');
  await expect(page.getByTestId('cart-total')).toHaveText('₹850.50');

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order has been placed').last()).toBeVisible();
  const details = page.getByTestId('order-details');
  await expect(details.getByTestId('order-discount')).toHaveText('−₹90.00');
  await expect(details.getByTestId('order-total')).toHaveText('₹850.50');
  await expect(details).toContainText(`Discount (${code})`);

  // Its GST invoice charges the same ₹850.50, the coupon shown as the discount.
  const downloading = page.waitForEvent('download');
  await details
    .getByTestId('tax-documents')
    .getByRole('button', { name: 'Download invoice' })
    .click();
  const invoice = await downloadedPdfText(await downloading);
  expect(invoice).toContain('TAX INVOICE');
  expect(invoice).toMatch(/Grand total \(₹\) 850\.50/);
  expect(invoice).toMatch(/Discount[^0-9]*90\.00/);
});
