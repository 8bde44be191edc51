import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminBearer, signIn } from '../fixtures/accounts';
import { downloadedPdfText } from '../fixtures/documents';
import { createShopper } from '../fixtures/selling';

// Issue 28 (decision 0107): the demo's chyawanprash comes in 500 g and 1 kg at their own prices;
// a shopper chooses "1 kg" and the cart, the order, the invoice and that pack's stock all say so.

interface StockEntry {
  productName: string;
  variantLabel: string;
  quantity: number;
}

async function packStock(request: APIRequestContext, admin: Record<string, string>) {
  const response = await request.get('/api/stores?q=Chyawanprash&limit=20', { headers: admin });
  expect(response.ok(), await response.text()).toBe(true);
  const entries: StockEntry[] = (await response.json()).data;
  const of = (label: string) =>
    entries.find((entry) => entry.productName === 'Chyawanprash' && entry.variantLabel === label)!
      .quantity;
  return { half: of('500 g'), kilo: of('1 kg') };
}

test('a shopper chooses "1 kg": cart, order, invoice and its stock say 1 kg at its own price', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBearer(request);
  const found = await request.get('/api/products?q=Chyawanprash&limit=5');
  const product = (await found.json()).data.find(
    (item: { name: string }) => item.name === 'Chyawanprash',
  );
  const before = await packStock(request, admin);
  const shopper = await createShopper(request, 'Lakshmi Rao');
  await signIn(page, shopper);

  await page.goto(`/product-details-page/${product.id}`);
  const details = page.getByTestId('product-details');
  const add = details.getByRole('button', { name: 'Add to cart' });
  // Two packs: nothing is chosen for the shopper, and the button says why it waits.
  await expect(add).toBeDisabled();
  await expect(details.getByText('Choose a size or pack first.')).toBeVisible();
  // The radio is drawn by its label, which a shopper clicks.
  await details.locator('label', { hasText: '1 kg' }).click();
  await expect(details.getByRole('radio', { name: /^1 kg/ })).toBeChecked();
  const price = details.getByTestId('product-price');
  await expect(price).toContainText('₹649.00');
  await expect(price.locator('s')).toHaveText('₹749.00');
  await expect(price).toContainText('13% off');
  await add.click();
  await expect(page.getByText('Product added to cart successfully').last()).toBeVisible();

  await page.goto('/manage/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Chyawanprash' });
  await expect(line.getByTestId('cart-line-variant')).toHaveText('1 kg');
  await expect(line.getByTestId('cart-line-price')).toHaveText('₹649.00');

  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-address').getByRole('radio')).toBeChecked({
    timeout: 20_000,
  });
  await expect(page.getByTestId('checkout-line').filter({ hasText: 'Chyawanprash' })).toContainText(
    '1 kg',
  );
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = page.getByTestId('order-details');
  // ₹649 and its 5 % fee of ₹32.45.
  await expect(order.getByTestId('order-total')).toHaveText('₹681.45');
  await expect(order.getByTestId('order-line-variant')).toHaveText('1 kg');

  const downloading = page.waitForEvent('download');
  await order
    .getByTestId('tax-documents')
    .getByRole('button', { name: 'Download invoice' })
    .click();
  const words = await downloadedPdfText(await downloading);
  expect(words).toContain('Chyawanprash (1 kg)');
  expect(words).toContain('649.00');

  // Only the 1 kg pack's stock went down.
  expect(await packStock(request, admin)).toEqual({ half: before.half, kilo: before.kilo - 1 });
});
