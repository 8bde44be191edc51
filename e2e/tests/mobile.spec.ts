import { expect, test } from '../fixtures';

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
