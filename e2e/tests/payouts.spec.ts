import { expect, test } from '../fixtures/test';
import { adminCredentials, signIn } from '../fixtures/accounts';
import { createAssociate } from '../fixtures/network';
import { approveWithdrawal, fillKycForm, findInQueue } from '../fixtures/approvals';

/** A PAN no other run has used: five letters, four digits, a letter. */
const uniquePan = () => {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const letter = (n: number) => String.fromCharCode(65 + (n % 26));
  const stamp = Math.floor(Date.now() / 10_000);
  return `${letter(stamp)}${letter(stamp / 26)}${letter(stamp / 676)}PK${digits}${letter(stamp / 17_576)}`;
};

test('KYC, a wallet credit, the statement, a withdrawal paid by bank transfer and the payment history', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await createAssociate(request, { name: 'Kavya Nair' });
  const pan = uniquePan();

  // The associate sends KYC from Earnings & payouts.
  const theirs = await browser.newPage();
  await signIn(theirs, person);
  await theirs.goto('/manage/earnings');
  await expect(theirs.getByTestId('kyc-status')).toHaveText('Not submitted', { timeout: 15_000 });
  await theirs.getByLabel('PAN', { exact: true }).fill('ABC12');
  await theirs.getByRole('button', { name: 'Send for approval' }).click();
  await expect(theirs.getByText('Enter the PAN as on the card', { exact: false })).toBeVisible();
  await fillKycForm(theirs, {
    pan: pan.toLowerCase(),
    holder: 'Kavya Nair',
    accountNumber: '50100234567891',
    ifsc: 'HDFC0001234',
  });
  await theirs.getByRole('button', { name: 'Send for approval' }).click();
  await expect(theirs.getByTestId('kyc-status')).toHaveText('Waiting for approval');

  // The admin approves the KYC and credits the wallet.
  await signIn(page, adminCredentials());
  const kyc = await findInQueue(page, person.username, 'KYC');
  // The approver sees the documents themselves: private, fetched with the admin's token.
  await expect(kyc.getByRole('button', { name: 'Show the image' })).toHaveCount(2);
  await kyc.getByRole('button', { name: 'Show the image' }).first().click();
  const identity = kyc.getByRole('img', { name: 'Identity document' });
  await expect(identity).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => identity.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await kyc.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await page.goto('/dashboard/wallet');
  await page.getByLabel('Associate id').fill(String(person.associateId));
  await page.getByLabel('Amount (₹)').fill('1000');
  await page.getByLabel('Reason').fill('Welcome incentive (demo)');
  await page.getByRole('button', { name: 'Adjust wallet' }).click();
  await expect(page.getByText('Wallet adjusted')).toBeVisible();

  // The associate sees the credit in this month's statement and asks for ₹600.
  await theirs.reload();
  await expect(theirs.getByTestId('kyc-status')).toHaveText('Approved');
  await expect(theirs.getByTestId('summary-balance')).toHaveText('₹1,000.00');
  const statement = theirs.getByTestId('statement');
  await expect(statement).toContainText('Adjustment by the company₹1,000.00');
  await expect(statement).toContainText('Net credited₹1,000.00');
  const download = theirs.waitForEvent('download');
  await theirs.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  await theirs.getByLabel('Amount to withdraw (₹)').fill('1500');
  await theirs.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    theirs.getByText('You can withdraw at most ₹1,000.00, your balance.').first(),
  ).toBeVisible();
  await theirs.getByLabel('Amount to withdraw (₹)').fill('600');
  await theirs.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(theirs.getByTestId('summary-pending')).toHaveText('₹600.00');
  await expect(theirs.getByTestId('summary-balance')).toHaveText('₹400.00');

  // The admin approves it with the bank transfer's UTR.
  await approveWithdrawal(page, person.username, 'HDFCN52026112212345');

  // The payment history (10 a page) and the summary show it paid.
  await theirs.reload();
  await expect(theirs.getByTestId('summary-paidOut')).toHaveText('₹600.00');
  await expect(theirs.getByTestId('summary-pending')).toHaveText('₹0.00');
  const rows = theirs.getByTestId('payment-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Withdrawal');
  await expect(rows.first()).toContainText('Paid · UTR HDFCN52026112212345');
  await theirs.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(rows).toHaveCount(1);
  await theirs.close();
});
