// Privacy and data (issue 30, DPDP Act ss.6 and 11): a shopper withdraws the marketing consent
// with one click on the account page and downloads everything held about them.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { adminBearer, signIn, uniqueSuffix } from '../fixtures/accounts';
import { createShopper, createStockedProduct, placeCodOrder } from '../fixtures/selling';

test('a shopper withdraws the marketing consent and downloads their data', async ({
  page,
  request,
}) => {
  const admin = await adminBearer(request);
  const productId = await createStockedProduct(request, admin, {
    name: `Amla Juice ${uniqueSuffix()}`,
    price: '180.00',
    points: 6,
    stock: 5,
  });
  const shopper = await createShopper(request, 'Ritu Sharma');
  const order = await placeCodOrder(request, shopper.auth, {
    productId,
    quantity: 1,
    addressId: shopper.addressId,
  });
  const given = await request.put('/api/privacy/consents/MARKETING', {
    headers: shopper.auth,
    data: { isGiven: true, source: 'CHECKOUT' },
  });
  expect(given.ok(), await given.text()).toBe(true);

  await signIn(page, shopper);
  await page.goto('/manage/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy and data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw: Offers and news by SMS and e-mail' }).click();
  await expect(page.getByText('Consent withdrawn: no more offers will be sent')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Allow: Offers and news by SMS and e-mail' }),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile.firstName).toBe('Ritu');
  expect(data.orders.map((each: { number: string }) => each.number)).toEqual([order.number]);
  expect(data.consents).toContainEqual(
    expect.objectContaining({ purpose: 'MARKETING', isGiven: false }),
  );
});

test('the lead form shows its itemised notice and sends the consent with the version shown', async ({
  page,
}) => {
  await page.goto('/about/ourcompany');
  const form = page.getByRole('region', { name: 'Join the Pragati Growth Marketing Business' });
  const notice = form.getByRole('region', { name: 'How we use what you give here' });
  await expect(notice).toContainText('Calling you back');
  const marketing = notice.getByRole('checkbox', { name: /Offers and news/ });
  await expect(marketing).not.toBeChecked();
  await form.getByLabel('Name').fill(`Notice Reader ${uniqueSuffix()}`);
  await form.getByLabel('Mobile Number').fill('9876543210');
  await form.getByLabel('Email').fill('notice.reader@example.in');
  await marketing.check();
  const sending = page.waitForRequest((sent) => sent.url().endsWith('/contacts'));
  await form.getByRole('button', { name: 'Submit' }).click();
  const sent = await sending;
  expect(sent.postDataJSON().consent).toEqual({ noticeVersion: 1, isMarketingGiven: true });
  await expect(page.getByTestId('lead-thank-you')).toBeVisible();

  await notice.getByRole('link', { name: 'Read the full privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy-notice\?version=1$/);
  await expect(page.getByText('Version 1, in force from')).toBeVisible();
});
