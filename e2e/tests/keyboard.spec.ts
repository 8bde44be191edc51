import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCustomer, signIn } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/axe';

// Keyboard only: the dialogs and the header search are driven with Tab, Shift+Tab, the arrows,
// Enter and Escape. Where a test must start somewhere, it focuses the opener, as a person who
// tabbed there would have it.

const hasFocusInside = (container: Locator) =>
  container.evaluate((element) =>
    element.contains(document.activeElement)
      ? true
      : `outside: ${document.activeElement?.outerHTML.slice(0, 300)}`,
  );

const focusOn = (target: Locator) =>
  target.evaluate((element) =>
    !element.isConnected
      ? 'detached'
      : element === document.activeElement
        ? 'focused'
        : 'elsewhere',
  );

/** Tabs (forwards or back) until `target` has the focus; the focus never leaves `container`. */
async function tabTo(page: Page, container: Locator, target: Locator, key = 'Tab', limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    // The locator may resolve to the plain box just before the combobox replaces it: a detached
    // element is looked up again rather than taken for focus elsewhere.
    let where = await focusOn(target);
    while (where === 'detached') where = await focusOn(target);
    if (where === 'focused') return;
    await page.keyboard.press(key);
    // A box that swaps itself for a richer one (the header search) leaves the focus on the body
    // for a moment between the two: wait for it to land before looking where it is.
    await page
      .waitForFunction(() => document.activeElement !== document.body, null, { timeout: 1_000 })
      .catch(() => undefined);
    expect(await hasFocusInside(container), `focus left the dialog after ${key}`).toBe(true);
  }
  throw new Error(`${key} never reached the element`);
}

/** Goes round the dialog and back over its start: every stop is inside it. */
async function cycleInside(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (element) =>
      [
        ...element.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea',
        ),
      ].filter((control) => control.tabIndex >= 0 && control.checkVisibility()).length,
  );
  const presses = [...Array<string>(stops + 1).fill('Tab'), ...Array<string>(3).fill('Shift+Tab')];
  for (const key of presses) {
    await page.keyboard.press(key);
    expect(await hasFocusInside(dialog), `focus left the dialog after ${key}`).toBe(true);
  }
}

test('the login modal and the sign-up popup over it, with the keyboard only', async ({
  page,
  request,
}) => {
  const products = (await (await request.get('/api/products?limit=20')).json()).data;
  const product = products.find((item: { inStock: boolean }) => item.inStock);
  await page.goto(`/product-details-page/${product.id}`);
  // Signed out, Add to cart opens the login modal.
  const opener = page.getByRole('button', { name: 'Add to cart' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await expect.poll(() => hasFocusInside(login)).toBe(true);
  await cycleInside(page, login);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const signUpButton = login.getByRole('button', { name: 'Sign up' });
  await tabTo(page, login, signUpButton);
  await page.keyboard.press('Enter');
  const signup = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signup).toBeVisible();
  // The popup is on top: the focus goes round it, never back into the login under it.
  await expect.poll(() => hasFocusInside(signup)).toBe(true);
  await cycleInside(page, signup);
  await tabTo(page, signup, signup.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Asha 2');
  await expect(signup.getByText('Name should only contain letters and spaces')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Escape goes back one step at a time, and the focus with it.
  await page.keyboard.press('Escape');
  await expect(signup).toHaveCount(0);
  await expect(login).toBeVisible();
  await expect(signUpButton).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('adding an address with the keyboard only; Escape closes and returns to Add New', async ({
  page,
  request,
}) => {
  await signIn(page, await createCustomer(request));
  await page.goto('/manage/addresses');
  const addNew = page.getByRole('button', { name: 'Add New', exact: true });
  await addNew.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => hasFocusInside(dialog)).toBe(true);
  await cycleInside(page, dialog);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const typeInto = async (label: string, text: string) => {
    await tabTo(page, dialog, field(label));
    await page.keyboard.type(text);
  };
  await typeInto('Name', 'Meera Iyer');
  await typeInto('Phone Number', '9812345670');
  await typeInto('Street Address', '7, Lake View Road');
  // A focused select picks the option whose name is typed; the PIN then fills the city.
  await typeInto('State', 'Tamil');
  await expect(field('State')).toHaveValue('Tamil Nadu');
  await typeInto('PIN code', '600001');
  await expect(field('City')).toHaveValue('Chennai');
  await tabTo(page, dialog, dialog.getByRole('button', { name: 'Save Address' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('address-card').filter({ hasText: 'Meera Iyer' })).toContainText(
    'Chennai, Tamil Nadu - 600001',
  );
  await expect(addNew).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(addNew).toBeFocused();
});

test('the header search suggests, moves with the arrows, opens with Enter and closes with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  // Tabbing into the box loads the suggestions combobox, which takes over with the focus.
  await tabTo(page, page.locator('body'), header.getByLabel('Search products'));
  const search = header.getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeFocused();

  await page.keyboard.type('neem');
  const listbox = page.getByRole('listbox', { name: 'Product suggestions' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page, '[data-testid="site-header"]')).toEqual([]);

  // Escape closes the list and keeps the text; a second Escape empties the box.
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('neem');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');

  await page.keyboard.type('neem');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const active = page.locator('[role="option"][aria-selected="true"]');
  await expect(active).toHaveCount(1);
  const activeId = await active.getAttribute('id');
  await expect(search).toHaveAttribute('aria-activedescendant', activeId!);
  const name = (await active.textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-details-page\/\d+$/);
  await expect(page.getByTestId('product-details').getByRole('heading', { name })).toBeVisible();
});
