import { expect, test } from '../fixtures/test';
import { createCustomer, signIn } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/axe';

test('home renders with header, hero and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('home-hero')).toContainText('Pragati Growth Marketing');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('Join Us');
  await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
});

test('the header menu navigates to a company page rendered from the database', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: 'About' }).click();
  await header.getByRole('link', { name: 'Our Team' }).click();
  await expect(page).toHaveURL(/\/about\/ourteam$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
});

test('policy pages open from the footer, with the lower- and upper-case Shop paths working', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Disclosure' }).click();
  await expect(page).toHaveURL(/\/disclouser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Disclosure' })).toBeVisible();
  await expect(page.getByText(/pyramid/i).first()).toBeVisible();
  for (const path of ['/shop/contact', '/Shop/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a guarded page sends a signed-out visitor to the login page with the return location', async ({
  page,
}) => {
  await page.goto('/manage/profile');
  await expect(page).toHaveURL(/\/Associate\/login\?redirect=%2Fmanage%2Fprofile$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});

test('axe finds no serious or critical violation on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-hero')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the footer is hidden on /manage pages for a signed-in person', async ({ page, request }) => {
  await signIn(page, await createCustomer(request));
  for (const path of ['/manage/profile', '/manage/addresses', '/manage/orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  }
});
