import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCustomer, signIn } from '../fixtures/accounts';

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Every item's vertical middle lies within the first one's height: they share one row. */
async function expectOneRow(items: Locator[]) {
  const [first, ...others] = await Promise.all(items.map(boxOf));
  for (const [index, box] of others.entries()) {
    const middle = box.y + box.height / 2;
    expect(middle, `item ${index + 2} is on the first item's row`).toBeGreaterThan(first!.y);
    expect(middle, `item ${index + 2} is on the first item's row`).toBeLessThan(
      first!.y + first!.height,
    );
  }
}

/** How many lines a text takes on the page: one client rectangle per line box. */
const lineCount = (button: Locator, text: string) =>
  button.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== wanted) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getClientRects().length;
    }
    return 0;
  }, text);

test.describe('the header on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the menu button, the logo and the cart on one row', async ({ page, request }) => {
    const header = page.getByTestId('site-header');
    const row = () => [
      header.getByRole('button', { name: 'Open menu' }),
      header.getByRole('link', { name: 'Pragati Growth Marketing' }),
      header.getByRole('link', { name: /^Cart,/ }),
    ];
    await page.goto('/');
    await expectOneRow(row());

    await signIn(page, await createCustomer(request));
    await page.goto('/');
    await expectOneRow([...row(), header.getByRole('button', { name: /^Account menu for / })]);
  });
});

// A long name fills the account button (it shows up to 8rem of it from xl).
const LONG_NAME = 'Lakshmi Narayanan Subramaniam';

test('on a 1366 px desktop, signed in, every menu shares one row with each label on one line', async ({
  page,
  request,
}) => {
  await signIn(page, await createCustomer(request, LONG_NAME));
  const header = page.getByTestId('site-header');
  const labels = ['About', 'Shop', 'Business', 'Inspiring World'];
  const menus = labels.map((name) => header.getByRole('button', { name, exact: true }));
  // 1366 as reported, and 1024, where the desktop menu first shows.
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/');
    const account = header.getByRole('button', { name: `Account menu for ${LONG_NAME}` });
    await expectOneRow([
      header.getByRole('link', { name: 'Home', exact: true }),
      ...menus,
      header.getByRole('search'),
      header.getByRole('link', { name: /^Cart,/ }),
      account,
    ]);
    for (const [index, name] of labels.entries()) {
      expect(await lineCount(menus[index]!, name), `${name} on one line at ${width} px`).toBe(1);
    }
  }
});
