import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminBearer, bearerFor, createCustomer, signIn, uniqueSuffix } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/axe';
import { createStockedProduct } from '../fixtures/selling';

// Hindi, the first slice of issue 29: the switch works before sign-in, the choice survives a
// reload and goes to the profile after sign-in, and the Hindi screens neither overflow nor fail
// axe, on a phone and on a desktop.

/** Wider than the screen: a horizontal scroll bar, the layout broken. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

async function expectSound(page: Page, name: string) {
  expect(await overflow(page), `${name}: no horizontal overflow`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A product with a price of six figures, to see the Indian grouping: ₹1,23,456.50. */
async function seedProduct(request: Parameters<typeof adminBearer>[0]) {
  const name = `Tulsi Drops ${uniqueSuffix()}`;
  const id = await createStockedProduct(request, await adminBearer(request), {
    name,
    price: '123456.50',
    stock: 5,
  });
  return { id, name };
}

test.describe('Hindi on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor switches in the menu, keeps it on reload, and signs in to a Hindi cart', async ({
    page,
    request,
  }) => {
    const product = await seedProduct(request);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Open menu' }).click();
    // Named "Menu", then "मेन्यू": the dialog's own name follows the language too.
    const menu = page.getByRole('dialog');
    await expect(menu).toHaveAccessibleName('Menu');
    await menu.getByLabel('Language').selectOption('hi');
    await expect(menu).toHaveAccessibleName('मेन्यू');
    await expect(menu.getByRole('link', { name: 'होम', exact: true })).toBeVisible();
    await expect(menu.getByText('मेरा खाता')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar.getByRole('link', { name: 'होम' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^कार्ट/ })).toBeVisible();
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'उत्पाद खोजें',
    );
    await expect(page.getByRole('heading', { name: 'सेहतमंद और खुशहाल ज़िंदगी' })).toBeVisible();
    await expectSound(page, 'home-390-hi');

    await page.goto(`/product-details-page/${product.id}`);
    const details = page.getByTestId('product-details');
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(details.getByTestId('product-price')).toContainText('₹1,23,456.50');
    await expect(details.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await expectSound(page, 'product-390-hi');

    // Remembered by this browser: the first screen after a reload is already Hindi.
    await page.reload();
    await expect(details.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Signed in, the profile takes the language this browser chose.
    const customer = await createCustomer(request, 'Kavya Iyer');
    await signIn(page, customer);
    await page.goto(`/product-details-page/${product.id}`);
    await details.getByRole('button', { name: 'कार्ट में डालें' }).click();
    await expect(page.getByText('उत्पाद कार्ट में डाल दिया गया')).toBeVisible();
    const auth = await bearerFor(request, customer);
    await expect
      .poll(async () => (await (await request.get('/user/me', { headers: auth })).json()).data)
      .toMatchObject({ preferredLanguage: 'hi' });

    await page.goto('/manage/cart');
    await expect(page.getByRole('heading', { name: 'मेरा कार्ट' })).toBeVisible();
    const summary = page.getByTestId('cart-summary');
    await expect(summary).toContainText('सामान की कीमत (1 आइटम)');
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,29,629.33');
    await expect(page.getByRole('link', { name: 'चेकआउट करें' })).toBeVisible();
    await expectSound(page, 'cart-390-hi');
  });
});

test.describe('Hindi on a 1366 px desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a visitor switches in the header; the menus, the list and a product follow', async ({
    page,
    request,
  }) => {
    const product = await seedProduct(request);
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await header.getByLabel('Language').selectOption('हिन्दी');
    for (const name of ['हमारे बारे में', 'खरीदारी', 'व्यवसाय', 'प्रेरक दुनिया']) {
      await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'साइन इन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectSound(page, 'home-1366-hi');

    await page.goto('/products?sort=price_desc');
    await expect(page.getByRole('heading', { level: 1, name: 'सभी उत्पाद' })).toBeVisible();
    await expect(page.getByLabel('क्रम')).toHaveValue('price_desc');
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await expectSound(page, 'products-1366-hi');

    await page.goto(`/product-details-page/${product.id}`);
    await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await expectSound(page, 'product-1366-hi');

    // The sign-in form, and back to English in the header.
    await page.goto('/Associate/login');
    await expect(page.getByRole('heading', { name: 'साइन इन करें' })).toBeVisible();
    await expect(page.getByLabel('यूज़रनेम या ईमेल')).toBeVisible();
    await expectSound(page, 'login-1366-hi');
    await page.goto('/');
    await header.getByLabel('भाषा').selectOption('English');
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("a signed-in person's other device takes the profile's language", async ({
    page,
    request,
  }) => {
    const customer = await createCustomer(request, 'Kavya Iyer');
    const auth = await bearerFor(request, customer);
    const me = (await (await request.get('/user/me', { headers: auth })).json()).data;
    const saved = await request.put(`/user/${me.id}`, {
      headers: auth,
      data: { preferredLanguage: 'hi' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // A fresh browser: nothing chosen here, English until the session says otherwise.
    await signIn(page, customer);
    await page.goto('/');
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: 'होम', exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  // Decision 0156: the console's frame and its orders page follow the staff member's language.
  test('an admin who chose Hindi sees the orders page in Hindi', async ({ page, request }) => {
    const staff = await createCustomer(request, 'Meera Joshi');
    const me = (
      await (await request.get('/user/me', { headers: await bearerFor(request, staff) })).json()
    ).data;
    const made = await request.put(`/admin/users/${me.id}/roles`, {
      headers: await adminBearer(request),
      data: { roles: ['ADMIN'] },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const saved = await request.put(`/user/${me.id}`, {
      headers: await bearerFor(request, staff),
      data: { preferredLanguage: 'hi' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await signIn(page, staff);
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { name: 'ऑर्डर', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    await expect(
      page.getByTestId('orders-table').or(page.getByText('अभी कोई ऑर्डर नहीं है')),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectSound(page, 'console-orders-hi-1366');
  });
});

test.describe('the Devanagari font (decision 0188)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an English page fetches none of it; a Hindi page draws its text in it', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const devanagari = () => fonts.filter((url) => url.includes('devanagari'));
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The language switch names Hindi in Devanagari; the system's font draws that one word.
    await expect(page.getByRole('option', { name: 'हिन्दी' })).toBeAttached();
    expect(devanagari()).toEqual([]);

    await page.getByTestId('site-header').getByLabel('Language').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('All products');
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Noto Sans Devanagari',
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (font) => font.family.includes('Devanagari') && font.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    expect(devanagari().length).toBeGreaterThan(0);
  });
});
