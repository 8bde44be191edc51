import { expect, test } from '../fixtures/test';
import { adminCredentials, signIn, uniquePhone } from '../fixtures/accounts';

// Issue 30: a visitor files a grievance, the officer answers in the console, the visitor reads it
// (decisions 0125–0126).
test('a visitor files a grievance, the admin acknowledges and replies, the visitor sees the reply', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor
    .getByTestId('grievance-officer')
    .getByRole('link', { name: 'File a grievance' })
    .click();
  await visitor.getByLabel('What is it about?').selectOption('product');
  await visitor
    .getByLabel('Describe the grievance')
    .fill('The soap arrived broken and the box was open.');
  await visitor.getByLabel('Your name').fill('Asha Verma');
  await visitor.getByLabel('Phone', { exact: true }).fill(phone);
  await visitor.getByRole('button', { name: 'File the grievance' }).click();
  const reference = (await visitor.getByTestId('grievance-reference').textContent())!;
  expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);

  await signIn(page, adminCredentials());
  await page.goto('/dashboard/grievances');
  await page.getByRole('button', { name: `Open ${reference}` }).click();
  const detail = page.getByRole('region', { name: `Grievance ${reference}` });
  await detail.getByRole('button', { name: 'Acknowledged' }).click();
  await expect(detail.getByRole('heading', { name: `${reference}: Acknowledged` })).toBeVisible();
  await detail.getByLabel('Note, reply, outcome or reason').fill('A new soap is on its way today.');
  await detail.getByRole('button', { name: 'Send reply' }).click();
  await expect(detail.getByText('Reply: A new soap is on its way today.')).toBeVisible();

  await visitor.getByLabel('Reference', { exact: true }).fill(reference);
  await visitor.getByLabel('Phone or email you gave').fill(phone);
  await visitor.getByRole('button', { name: 'Look up' }).click();
  const status = visitor.getByRole('article', { name: reference });
  await expect(status.getByRole('heading', { name: `${reference}: Acknowledged` })).toBeVisible();
  await expect(status.getByText('A new soap is on its way today.')).toBeVisible();
  await visitor.close();
});
