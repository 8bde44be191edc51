import { expect, test } from '../fixtures/test';
import { createCustomer } from '../fixtures/accounts';

test('the phone layout has the bottom bar and the slide-out menu', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByTestId('mobile-bottom-bar');
  await expect(bar).toBeVisible();
  for (const name of ['Home', 'Cart', 'Orders', 'Login']) {
    await expect(
      bar.getByRole('link', { name }).or(bar.getByRole('button', { name })),
    ).toBeVisible();
  }
  await bar
    .getByRole('link', { name: 'Login' })
    .or(bar.getByRole('button', { name: 'Login' }))
    .click();
  await expect(page).toHaveURL(/\/Associate\/login/);
});

test('the phone header opens a slide-out menu that navigates', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Our Company' }).click();
  await expect(page).toHaveURL(/\/about\/ourcompany$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('away from Home, Login opens the modal, which signs in and stays on the page', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await page.goto('/about/ourteam');
  const bar = page.getByTestId('mobile-bottom-bar');
  await bar.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or Email').fill(customer.username);
  await dialog.getByLabel('Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/about\/ourteam$/);
  await expect(bar.getByRole('link', { name: 'Profile' })).toBeVisible();
});
