import { expect, test } from '../fixtures/test';
import { adminBearer, signIn, uniqueSuffix } from '../fixtures/accounts';
import { addToCart, createShopper, createStockedProduct } from '../fixtures/selling';
import { downloadedPdfText } from '../fixtures/documents';

test('a shopper places an order and downloads its GST invoice, whose grand total is the order’s, in English and in Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBearer(request);
  const suffix = uniqueSuffix();
  const soap = await createStockedProduct(request, admin, {
    name: `Neem Soap ${suffix}`,
    price: '45.00',
    stock: 20,
    gst: { hsnCode: '34011190', gstRate: 5 },
  });
  const oil = await createStockedProduct(request, admin, {
    name: `Amla Hair Oil ${suffix}`,
    price: '199.50',
    stock: 20,
    gst: { hsnCode: '33059011', gstRate: 18 },
  });
  const shopper = await createShopper(request, 'Meera Iyer');
  await addToCart(request, shopper.auth, { productId: soap, quantity: 3 });
  await addToCart(request, shopper.auth, { productId: oil, quantity: 1 });

  await signIn(page, shopper);
  await page.goto('/checkout');
  // The checkout's chunk can take a while on a busy machine.
  await expect(page.getByTestId('checkout-address').getByRole('radio')).toBeChecked({
    timeout: 20_000,
  });
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const details = page.getByTestId('order-details');
  // 3 × ₹45 + ₹199.50 = ₹334.50; 5 % fee ₹16.73; total ₹351.23.
  await expect(details.getByTestId('order-total')).toHaveText('₹351.23');

  const documents = details.getByTestId('tax-documents');
  await expect(documents).toContainText(/PGM\/\d\d-\d\d\/\d{6}/);
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^PGM-\d\d-\d\d-\d{6}\.pdf$/);

  const words = await downloadedPdfText(download);
  expect(words).toContain('TAX INVOICE');
  expect(words).toContain('Place of supply: Karnataka (29)');
  expect(words).toMatch(/Grand total \(₹\) 351\.23/);
  expect(words).toContain('Rupees Three Hundred Fifty-One and Twenty-Three Paise Only');

  // A reader of Hindi gets the same invoice with Hindi labels beside the English (decision 0141).
  await page.getByTestId('site-header').getByLabel('Language').selectOption('हिन्दी');
  const downloadingHindi = page.waitForEvent('download');
  // Once the Hindi catalogue is in, the panel itself speaks Hindi (decision 0179).
  await documents.getByRole('button', { name: 'इनवॉइस डाउनलोड करें' }).click();
  const hindi = await downloadedPdfText(await downloadingHindi);
  expect(hindi).toContain('कर बीजक / TAX INVOICE');
  expect(hindi).toMatch(/कुल योग \/ Grand total \(₹\) 351\.23/);
});
