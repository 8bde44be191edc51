import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminCredentials, signIn, uniqueSuffix } from '../fixtures/accounts';
import { openHeaderSearch } from '../fixtures/header';

// Two small solid PNGs (48×48, green and saffron), as a phone camera roll would hand them over.
const png = (name: string, base64: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
});
const GREEN =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe3WwQnAAAxC0U7kwf3cvUsU0sODDBBEvz5Zf3XP+QfxUCk0HoqU9Rw/AcZSaDwUKes5hGKglULjoUhZcajAONUR5VrzY/fTLAZaKTQeipQVhwqMUx35NAovH8zFapJZPy4AAAAASUVORK5CYII=';
const SAFFRON =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe3WwQnAAAxC0S7j7q7orUsU0sODDBBEvz5rfnXP+QfzUChUHpqU5Rw/A8ZQqDw0Kcs5hGaghULloUlZcCjAWNUx5Rrzo/fTbAZaKFQempQFhwKMVR37NAovVuT24iRqrSsAAAAASUVORK5CYII=';

async function setStock(page: Page, productName: string, quantity: number, alert: number) {
  await page.goto('/dashboard/stock');
  await page.getByLabel('Product', { exact: true }).fill(productName);
  await page
    .getByRole('listbox', { name: 'Matching products' })
    .getByRole('option', { name: new RegExp(productName) })
    .click();
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByLabel('Alert quantity').fill(String(alert));
  await page.getByRole('button', { name: 'Save stock' }).click();
  await page.getByLabel('Search stock').fill(productName);
  await expect(
    page.getByTestId('stock-row').filter({ hasText: productName }).first(),
  ).toContainText(String(quantity));
}

test('an admin adds a category, a brand and a product with two images and stock; a visitor finds it; low stock shows', async ({
  page,
  browser,
}) => {
  // Two browsers, six uploads and three consoles: on a loaded 2-core machine it outgrows 30 s.
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const categoryName = `Herbal Teas ${suffix}`;
  const brandName = `Chaiwala ${suffix}`;
  const productName = `Kesariya Jeera Tea ${suffix}`;
  await signIn(page, adminCredentials());

  await page.goto('/dashboard/categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Name', { exact: true }).fill(categoryName);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Caffeine-free infusions from Indian kitchens.');
  await page.getByLabel('Category image').setInputFiles(png('teas.png', GREEN));
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByTestId('category-row').filter({ hasText: categoryName })).toBeVisible();

  await page.goto('/dashboard/brands');
  await page.getByRole('button', { name: 'Add brand' }).click();
  await page.getByLabel('Name', { exact: true }).fill(brandName);
  await page.getByLabel('Slogan').fill('Garam chai, thanda mann');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByTestId('brand-row').filter({ hasText: brandName })).toBeVisible();

  await page.goto('/dashboard/products/new');
  // The editor refuses a product without a picture before anything is sent.
  await page.getByLabel('Name', { exact: true }).fill(productName);
  await page.getByLabel('Category').selectOption({ label: categoryName });
  await page.getByLabel('Brand').selectOption({ label: brandName });
  await page.getByLabel('Price (₹)').fill('249.50');
  await page.getByLabel('Points (BV)').fill('12');
  await page.getByLabel('Point description').fill('12 BV on every pack');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Saffron and cumin tea for after meals. 25 bags in a carton.');
  await page
    .getByLabel('Product images')
    .setInputFiles([png('front.png', GREEN), png('back.png', SAFFRON)]);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products(\?|$)/);
  await page.getByLabel('Search products').fill(productName);
  await expect(page.getByTestId('product-row').filter({ hasText: productName })).toBeVisible();

  await setStock(page, productName, 40, 5);

  // A visitor in a fresh browser finds it through the header search and the category filter.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const search = await openHeaderSearch(visitor);
  await search.fill('kesariya jeera');
  await expect(
    visitor.getByRole('listbox').getByRole('option', { name: new RegExp(productName) }),
  ).toBeVisible();
  await search.press('Enter');
  await expect(visitor.getByTestId('product-card').filter({ hasText: productName })).toBeVisible();

  await visitor.goto('/products');
  await visitor.getByLabel('Category').selectOption({ label: categoryName });
  await expect(visitor).toHaveURL(/\/products\/herbal-teas-/);
  const card = visitor.getByTestId('product-card').filter({ hasText: productName });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();

  const details = visitor.getByTestId('product-details');
  await expect(details.getByRole('heading', { name: productName })).toBeVisible();
  await expect(details.getByText('₹249.50').first()).toBeVisible();
  await expect(details.getByText(/12 BV/).first()).toBeVisible();
  await expect(details.getByText(brandName).first()).toBeVisible();
  const pictures = details.locator('img[src*="/uploads/products/"]');
  await expect(pictures.first()).toHaveAttribute('src', /\.webp$/);
  expect(
    new Set(
      await pictures.evaluateAll((images) =>
        images.map((image) => image.getAttribute('src')?.replace(/-(thumb|card|full)\.webp$/, '')),
      ),
    ).size,
  ).toBe(2);
  await visitorContext.close();

  // Stock falls under the alert level: the low-stock view lists it.
  await setStock(page, productName, 3, 5);
  await page.goto('/dashboard/stock?lowStock=true');
  await page.getByLabel('Search stock').fill(productName);
  const lowRow = page.getByTestId('stock-row').filter({ hasText: productName });
  await expect(lowRow).toBeVisible();
  await expect(lowRow).toHaveAttribute('data-low', 'true');
  await expect(lowRow).toContainText('Low stock');
});
