import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminBearer, createCustomer, signIn, uniqueSuffix } from '../fixtures/accounts';
import { addToCart, createShopper, createStockedProduct } from '../fixtures/selling';

/**
 * Scrolls the page from top to bottom, half a screen at a time, and answers the text (or control)
 * of the page and the footer that the chat button hides at any of those positions: what passes
 * under the opaque bottom bar is hidden by the bar whatever the button does.
 */
function textUnderChatButton(page: Page) {
  return page.evaluate(() => {
    const isTextOrControl = (element: Element) =>
      element.matches('input, button, select, textarea, img, svg') ||
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
    const covered = new Set<string>();
    const step = window.innerHeight / 2;
    for (let top = 0; top <= document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      const chat = document.querySelector('[data-testid="chat-button"]')!.getBoundingClientRect();
      const bar = document.querySelector('[data-testid="mobile-bottom-bar"]')!;
      const chatBottom = Math.min(chat.bottom, bar.getBoundingClientRect().top);
      if (chatBottom <= chat.top) continue;
      for (const element of document.querySelectorAll('#main *, [data-testid="site-footer"] *')) {
        const box = element.getBoundingClientRect();
        // Skips what is not laid out and the screen-reader-only text (1 px, clipped).
        if (box.width <= 1 || box.height <= 1 || !isTextOrControl(element)) continue;
        const overlaps =
          box.left < chat.right &&
          box.right > chat.left &&
          box.top < chatBottom &&
          box.bottom > chat.top;
        if (overlaps)
          covered.add(`${element.tagName}: ${element.textContent?.trim().slice(0, 40)}`);
      }
    }
    return [...covered];
  });
}

test("the chat button covers none of the cart's or a product page's text", async ({
  page,
  request,
}) => {
  const admin = await adminBearer(request);
  const name = `Brahmi Tablets ${uniqueSuffix()}`;
  const productId = await createStockedProduct(request, admin, {
    name,
    price: '180.00',
    stock: 10,
  });
  const shopper = await createShopper(request, 'Nisha Rao');
  await addToCart(request, shopper.auth, { productId, quantity: 2 });
  await signIn(page, shopper);

  await page.goto('/manage/cart');
  const chat = page.getByTestId('chat-button');
  const feeLine = page.getByTestId('cart-fee').locator('..');
  await expect(feeLine).toContainText('₹18.00');
  await expect(chat).toBeVisible();
  const [chatBox, feeBox] = [await chat.boundingBox(), await feeLine.boundingBox()];
  expect(
    feeBox!.y + feeBox!.height <= chatBox!.y || feeBox!.y >= chatBox!.y + chatBox!.height,
  ).toBe(true);
  expect(await textUnderChatButton(page)).toEqual([]);

  await page.goto(`/product-details-page/${productId}`);
  await expect(page.getByTestId('product-details')).toContainText('made for the selling tests');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(await textUnderChatButton(page)).toEqual([]);
});

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
