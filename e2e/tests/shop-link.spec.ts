// An associate's own shop (issue 31): a visitor arrives through the link, buys, and the
// associate sees the sale.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { adminBearer, readCode, signIn, uniquePhone, uniqueSuffix } from '../fixtures/accounts';
import { createAssociate } from '../fixtures/network';
import { createStockedProduct } from '../fixtures/selling';

test('a visitor arrives through /s/{code}, signs in with a one-time code at the cart, buys with cash on delivery, and the associate sees the sale and its pending BV', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBearer(request);
  const name = `Tulsi Green Tea ${uniqueSuffix()}`;
  const productId = await createStockedProduct(request, admin, {
    name,
    price: '200.00',
    points: 12,
    stock: 10,
  });
  const owner = await createAssociate(request, { name: 'Ravi Kumar' });

  // The link opens the company's shop, saying whose it is.
  await page.goto(`/s/${owner.referralCode}`);
  await expect(page).toHaveURL(/\/products$/);
  const banner = page.getByTestId('shop-banner');
  await expect(banner).toContainText('Shopping with Ravi Kumar');
  const serious = (
    await new AxeBuilder({ page }).include('[data-testid="shop-banner"]').analyze()
  ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Remembered on the next page; Add to cart asks a new visitor to sign in, and a one-time code
  // to a new phone makes their account.
  await page.goto(`/product-details-page/${productId}`);
  await expect(banner).toContainText('Shopping with Ravi Kumar');
  await page.getByTestId('product-details').getByRole('button', { name: 'Add to cart' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  const phone = uniquePhone();
  await login.getByLabel('Phone or Email').fill(phone);
  await login.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!').last()).toBeVisible();
  await login.getByLabel('Digit 1').click();
  await page.keyboard.type(await readCode(request, phone));
  await expect(page.getByText('Product added to cart successfully').last()).toBeVisible();

  await page.goto('/manage/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByTestId('address-form');
  await form.getByLabel('Name', { exact: true }).fill('Meera Iyer');
  await form.getByLabel('Phone Number').fill(phone);
  await form.getByLabel('Street Address').fill('14 Residency Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('PIN code').fill('560025');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByTestId('checkout-address').getByRole('radio')).toBeChecked();
  // ₹200.00 + the 5% fee.
  await expect(page.getByTestId('cart-total')).toHaveText('₹210.00');
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order has been placed').last()).toBeVisible();

  // The associate was told, and sees the visit, the sign-up and the sale with its pending BV.
  const told = await request.get(`/dev/outbox?destination=${encodeURIComponent(owner.email!)}`);
  expect(
    (await told.json()).data.map((message: { subject: string }) => message.subject),
  ).toContainEqual(expect.stringMatching(/signed up through your shop link$/));
  const associateContext = await browser.newContext();
  const associatePage = await associateContext.newPage();
  await signIn(associatePage, owner);
  await associatePage.goto('/manage/shop-link');
  await expect(associatePage.getByTestId('share-link')).toContainText(`/s/${owner.referralCode}`);
  await expect(associatePage.getByTestId('link-visits')).toContainText('1 in the last 30 days');
  await expect(associatePage.getByTestId('link-sign-ups')).toContainText('1');
  const sales = associatePage.getByTestId('link-sales');
  await expect(sales).toContainText('₹210.00');
  await expect(sales).toContainText('1 order');
  await expect(sales.getByTestId('link-pending-bv')).toHaveText('Pending BV: 12');
  await expect(sales.getByTestId('link-confirmed-bv')).toHaveText('Confirmed BV: 0');
  await associateContext.close();
});
