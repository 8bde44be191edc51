import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn, uniqueSuffix } from '../fixtures/accounts';
import { createDeliveredCodOrder } from '../fixtures/selling';

// Returns and refunds (issue 14, decision 0065): a shopper asks to return items of a delivered
// cash-on-delivery order, the admin approves in the queue, marks them received and records the
// bank transfer, and the shopper sees the refund with its credit note.
test('a shopper returns a delivered item; the admin approves, receives and refunds it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminBearer(request);
  const productName = `Tulsi Green Tea ${uniqueSuffix()}`;
  const { shopper, order } = await createDeliveredCodOrder(request, admin, {
    productName,
    price: '250.00',
    shopperName: 'Kavya Menon',
    quantity: 2,
    trackingNumber: 'DLV 55501',
  });

  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await signIn(shopperPage, shopper);
  await shopperPage.goto(`/manage/orders/${order.number}`);
  await shopperPage.getByRole('button', { name: 'Return items' }).click();
  const dialog = shopperPage.getByRole('dialog');
  await dialog.getByLabel(`Units of ${productName} to return`).selectOption('1');
  await dialog.getByLabel('Why are you returning them?').fill('The tea tin arrived dented');
  await dialog.getByRole('radio', { name: 'To my bank account' }).check();
  await dialog.getByLabel('Account holder name').fill('Kavya Menon');
  await dialog.getByLabel('Account number').fill('50100123456789');
  await dialog.getByLabel('IFSC').fill('SBIN01');
  await dialog.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(dialog.getByText('Enter a valid IFSC, e.g. SBIN0001234')).toBeVisible();
  await dialog.getByLabel('IFSC').fill('hdfc0001234');
  await dialog.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(shopperPage.getByText(/is waiting for approval/)).toBeVisible();

  await signIn(page, adminCredentials());
  await page.goto('/dashboard/requests');
  const queued = page.getByTestId('queue-request').filter({ hasText: order.number });
  await expect(queued).toContainText('Return of items');
  await expect(queued).toContainText(`${productName} × 1`);
  await expect(queued).toContainText('Kavya Menon, •••• 6789, HDFC0001234');
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();

  await page.goto(`/dashboard/orders/${order.number}`);
  const panel = page.getByRole('region', { name: 'Returns and refunds' });
  const returned = panel.getByTestId('admin-return');
  await expect(returned).toContainText('Pickup scheduled');
  await expect(returned).toContainText('account 50100123456789, IFSC HDFC0001234');
  await returned.getByRole('button', { name: 'Mark received' }).click();
  await expect(returned).toContainText('Received, refund due');
  await expect(returned).toContainText('back in stock');
  await returned.getByLabel('Bank transfer reference (UTR)').fill('UTR 7788990011');
  await returned.getByRole('button', { name: 'Record refund' }).click();
  await expect(returned).toContainText('Refunded');
  // One tin of ₹250.00 with its 5% fee share: ₹262.50.
  await expect(returned.getByTestId('refund-summary')).toContainText('₹262.50');

  await shopperPage.reload();
  const mine = shopperPage.getByTestId('order-return');
  await expect(mine).toContainText('Refunded');
  const refund = mine.getByTestId('refund-summary');
  await expect(refund).toContainText('₹262.50');
  await expect(refund).toContainText('UTR 7788990011');
  await expect(refund).toContainText('Credit note');
  // The credit note the refund equals, with its PDF, among the order's tax documents.
  const documents = shopperPage.getByTestId('tax-documents');
  await expect(documents).toContainText('Credit note');
  await expect(documents).toContainText('₹262.50');
  const pdf = shopperPage.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download credit note' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  await shopperContext.close();
});

// Issue 28 (decision 0115): a cash-on-delivery refund to a UPI ID instead of a bank account,
// checked in the dialog, shown to the admin in full and recorded as a UPI transfer.
test('a cash-on-delivery return is refunded to the UPI ID the shopper gave', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminBearer(request);
  const { shopper, order } = await createDeliveredCodOrder(request, admin, {
    productName: `Neem Soap ${uniqueSuffix()}`,
    price: '45.00',
    shopperName: 'Ravi Upadhyay',
    quantity: 1,
    trackingNumber: 'DLV 55502',
  });

  await signIn(page, shopper);
  await page.goto(`/manage/orders/${order.number}`);
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Units of Neem Soap/).selectOption('1');
  await dialog.getByLabel('Why are you returning them?').fill('Bought one too many');
  await expect(dialog.getByRole('radio', { name: 'To my UPI ID' })).toBeChecked();
  await dialog.getByLabel('UPI ID', { exact: true }).fill('ravi@');
  await dialog.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(dialog.getByText('Enter a valid UPI ID, e.g. name@bank')).toBeVisible();
  await dialog.getByLabel('UPI ID', { exact: true }).fill('Ravi.U@okicici');
  await dialog.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByText(/is waiting for approval/)).toBeVisible();

  const mine = await request.get(`/api/orders/${order.id}/returns`, { headers: shopper.auth });
  const requestId = (await mine.json()).data.pendingRequestId as number;
  const approved = await request.put(`/requests/${requestId}/approve`, { headers: admin });
  expect(approved.ok(), await approved.text()).toBe(true);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, adminCredentials());
  await adminPage.goto(`/dashboard/orders/${order.number}`);
  const returned = adminPage
    .getByRole('region', { name: 'Returns and refunds' })
    .getByTestId('admin-return');
  await expect(returned).toContainText('Refund to UPI ID ravi.u@okicici');
  await returned.getByRole('button', { name: 'Mark received' }).click();
  await expect(returned).toContainText('Received, refund due');
  await returned.getByLabel('UPI transaction reference (UTR)').fill('UPI 432109876543');
  await returned.getByRole('button', { name: 'Record refund' }).click();
  const summary = returned.getByTestId('refund-summary');
  await expect(summary).toContainText('UPI transfer');
  await expect(summary).toContainText('₹47.25');
  await expect(summary).toContainText('UPI 432109876543');
  await adminContext.close();
});
