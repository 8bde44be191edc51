import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn, uniqueSuffix } from '../fixtures/accounts';
import { createStockedProduct } from '../fixtures/selling';

// Issue 28: the admin records who imports a product and where it comes from; a visitor on a
// phone sees them on the product page beside the seller and the grievance officer.
test('an admin sets the facts; a visitor on a phone sees the origin, the importer and the seller', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const name = `Ceylon Cinnamon ${uniqueSuffix()}`;
  const id = await createStockedProduct(request, await adminBearer(request), {
    name,
    price: '180.00',
    stock: 20,
  });

  await signIn(page, adminCredentials());
  await page.goto(`/dashboard/products/${id}`);
  const facts = page.getByRole('group', { name: 'Maker and origin' });
  // A product made through the API without facts has the company's defaults, to review.
  await expect(facts.getByLabel('Country of origin')).toHaveValue('India');
  await facts.getByLabel('Named on the pack as').selectOption({ label: 'Importer' });
  await facts.getByLabel('Their name').fill('Sagar Spice Imports LLP');
  await facts.getByLabel('Their address').fill('14 Dock Road, Mazgaon, Mumbai 400010');
  await facts.getByLabel('Country of origin').fill('');
  await page.getByRole('button', { name: 'Save product' }).click();
  // Refused before anything is sent: the origin is required.
  await expect(
    facts.getByText('Enter the country the product comes from, e.g. India'),
  ).toBeVisible();
  await facts.getByLabel('Country of origin').fill('Sri Lanka');
  await facts.getByLabel('Best before').fill('Best before 24 months from packing');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products(\?|$)/);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await visitor.newPage();
  await shopper.goto(`/product-details-page/${id}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const block = shopper.getByRole('region', { name: 'Origin and seller' });
  const origin = block.getByLabel('Origin', { exact: true });
  await expect(origin).toContainText('Importer');
  await expect(origin).toContainText('Sagar Spice Imports LLP');
  await expect(origin).toContainText('Sri Lanka');
  await expect(origin).toContainText('Best before 24 months from packing');
  const seller = block.getByLabel('Seller', { exact: true });
  await expect(seller).toContainText('Pragati Growth Marketing Private Limited (demo)');
  await expect(seller).toContainText('Andheri East, Mumbai');
  await expect(seller).toContainText('Farzana Shaikh (demo), Grievance Officer');
  await expect(seller.getByRole('link', { name: 'grievance@pragati-demo.in' })).toBeVisible();
  // Long addresses wrap: nothing on the page is wider than the phone.
  await block.scrollIntoViewIfNeeded();
  expect(
    await shopper.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await visitor.close();
});
