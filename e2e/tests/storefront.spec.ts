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
  const prices = await cards.locator('text=/₹[\\d,]+/').allInnerTexts();
  const values = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));

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

test("the list's and a product's pages arrive with their data, pictures and scripts preloaded", async ({
  page,
}) => {
  const preloads = new Set<string>();
  page.on('request', (request) => preloads.add(new URL(request.url()).pathname));
  const answer = await page.goto('/products');
  const links = (answer?.headers().link ?? '').split(', ');
  const scripts = links.flatMap((link) => /^<([^>]+)>; rel=modulepreload$/.exec(link)?.[1] ?? []);
  expect(links[0]).toBe(
    '</api/products?page=1&limit=20>; rel=preload; as=fetch; crossorigin=use-credentials',
  );
  expect(scripts.some((file) => /\/assets\/products-page-[\w-]+\.js$/.test(file))).toBe(true);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Every script named was one the page uses: each was fetched, none is missing from the build.
  for (const file of scripts) {
    expect(preloads.has(file), file).toBe(true);
    expect((await page.request.get(file)).status(), file).toBe(200);
  }

  const product = await page.goto(
    (await page
      .getByTestId('product-card')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href'))!,
  );
  expect(product?.headers().link).toMatch(
    /\/assets\/product-details-page-[\w-]+\.js>; rel=modulepreload/,
  );
});
