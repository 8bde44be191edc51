// Issue 29, decisions 0139 and 0152: in Hindi, a new shopper signs up with a one-time code at the
// cart, checks out with cash on delivery, and finds the order in Hindi among their orders and its
// business value on the Business Values page; the associate's pages hold at 390 px.
import { expect, test } from '../fixtures/test';
import { adminBearer, readCode, uniquePhone, uniqueSuffix } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/axe';
import { createStockedProduct } from '../fixtures/selling';

test('a shopper signs up, orders with cash on delivery, sees the order and its BV, all in Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminBearer(request);
  const productId = await createStockedProduct(request, admin, {
    name: `Tulsi Green Tea ${uniqueSuffix()}`,
    price: '200.00',
    points: 12,
    stock: 10,
  });
  const phone = uniquePhone();
  await page.addInitScript(() => localStorage.setItem('saathi.v1.language', 'hi'));

  await page.goto(`/product-details-page/${productId}`);
  await page.getByTestId('product-details').getByRole('button', { name: 'कार्ट में डालें' }).click();
  const login = page.getByRole('dialog', { name: 'साइन इन करें' });
  await login.getByLabel('फ़ोन या ईमेल').fill(phone);
  await login.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByText('OTP भेज दिया गया!').last()).toBeVisible();
  await login.getByLabel('अंक 1').click();
  await page.keyboard.type(await readCode(request, phone));
  await expect(page.getByText('उत्पाद कार्ट में डाल दिया गया').last()).toBeVisible();
  // The shopper becomes an associate (the agreement accepted, an admin enrols them), so the order
  // earns them business value; the page's own session gives their token.
  const session = (await (await page.request.post('/auth/refresh-token', { data: {} })).json())
    .data;
  const buyer = { authorization: `Bearer ${session.accessToken as string}` };
  const agreement = (await (await request.get('/api/agreements/current')).json()).data;
  for (const response of [
    await request.post('/api/agreements/accept', {
      headers: buyer,
      data: { versionId: agreement.id },
    }),
    await request.post('/associates', { headers: admin, data: { userId: session.user.id } }),
  ]) {
    expect(response.ok(), await response.text()).toBe(true);
  }

  await page.goto('/manage/cart');
  await page.getByRole('link', { name: 'चेकआउट करें' }).click();
  await expect(page.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'नया पता जोड़ें' }).click();
  const form = page.getByTestId('address-form');
  await form.getByLabel('नाम', { exact: true }).fill('मीरा अय्यर');
  await form.getByLabel('फ़ोन नंबर').fill(phone);
  await form.getByLabel('मकान नंबर और गली').fill('14 Residency Road');
  await form.getByLabel('शहर').fill('Bengaluru');
  await form.getByLabel('राज्य').selectOption('Karnataka');
  await form.getByLabel('पिन कोड').fill('560025');
  await form.getByRole('button', { name: 'पता सेव करें' }).click();
  await expect(page.getByTestId('checkout-address').getByRole('radio')).toBeChecked();
  await page.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
  expect(await seriousViolations(page), 'checkout: axe').toEqual([]);
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(page.getByText('आपका ऑर्डर हो गया है').last()).toBeVisible();

  // The order's page, then my orders: status and payment in Hindi.
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('heading', { level: 1 })).toContainText('ऑर्डर ');
  await expect(details.getByTestId('order-payment')).toContainText('कैश ऑन डिलीवरी');
  await expect(details.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeVisible();
  // Opened afresh: the toasts of the order placed are gone.
  await page.goto('/manage/orders');
  await expect(page.getByRole('heading', { name: 'मेरे ऑर्डर', level: 1 })).toBeVisible();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('ऑर्डर हो गया');
  await expect(row).toContainText('1 आइटम');
  await expect(row).toContainText('₹210.00');
  expect(await seriousViolations(page), 'my orders: axe').toEqual([]);

  // The order's 12 BV, pending, on the Business Values page in Hindi.
  await page.goto('/manage/business-values');
  await expect(page.getByRole('heading', { name: 'व्यवसाय मूल्य (BV)', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bv-found')).toHaveText('1 लेन-देन मिला');
  await expect(page.getByTestId('bv-transaction')).toContainText('+12');
  await expect(page.getByTestId('bv-transaction')).toContainText('पेंडिंग');
  expect(await seriousViolations(page), 'business values: axe').toEqual([]);
  // The associate's pages on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, title] of [
    ['/manage/business-values', 'व्यवसाय मूल्य (BV)'],
    ['/manage/network', 'मेरा नेटवर्क'],
    ['/manage/earnings', 'कमाई और भुगतान'],
    ['/manage/shop-link', 'मेरी दुकान का लिंक'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('लोड हो रहा है', { exact: false })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path}: no horizontal overflow at 390 px`).toBeLessThanOrEqual(0);
  }
});
