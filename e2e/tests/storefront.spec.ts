import { expect, test } from '../fixtures/test';
import { openHeaderSearch } from '../fixtures/header';

test('a visitor finds a product through the header search, filters the list and opens its details', async ({
  page,
}) => {
  await page.goto('/');
  const search = await openHeaderSearch(page);
  await search.fill('neem sham');
  const suggestion = page.getByRole('listbox').getByRole('option', { name: /Herbal Neem Shampoo/ });
  await expect(suggestion).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=neem/);
  await expect(page.getByRole('heading', { name: 'Results for "neem sham"' })).toBeVisible();
  await expect(
    page.getByTestId('product-card').filter({ hasText: 'Herbal Neem Shampoo' }),
  ).toBeVisible();

  await page.goto('/products');
  await page.getByLabel('Category').selectOption({ label: 'Personal Care' });
  await expect(page).toHaveURL(/\/products\/personal-care/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // The category's cards stay on screen while the sorted page loads: wait for the sorted one.
  await expect
    .poll(async () => {
      const prices = await cards.locator('text=/₹[\\d,]+/').allInnerTexts();
      const values = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
      return (
        values.length > 1 &&
        values.every((value, index) => index === 0 || values[index - 1]! <= value)
      );
    })
    .toBe(true);

  await cards.filter({ hasText: 'Herbal Neem Shampoo' }).getByRole('link').first().click();
  const details = page.getByTestId('product-details');
  await expect(details.getByRole('heading', { name: 'Herbal Neem Shampoo' })).toBeVisible();
  await expect(details.getByText(/₹/).first()).toBeVisible();
  await expect(details.getByText(/BV/).first()).toBeVisible();
  await expect(details.locator('img').first()).toHaveAttribute(
    'src',
    /\/uploads\/products\/.+\.webp$/,
  );
  await expect(details.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(
    details.getByRole('article').getByRole('button', { name: 'Add to wishlist' }),
  ).toBeVisible();
});
