import { adminCredentials, createAssociate, expect, signIn, test } from '../fixtures';

test('the overview counts a new associate; the admin finds them by phone and deactivates them', async ({
  page,
  browser,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/403/);
  await signIn(page, adminCredentials());
  await page.goto('/dashboard');
  const newAssociates = page.getByTestId('figure-new-associates').locator('span').nth(1);
  const before = Number((await newAssociates.innerText()).replace(/\D/g, ''));
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // The overview is live: an associate who joined a moment ago is counted on the next visit.
  const person = await createAssociate(request, { name: 'Farhan Qureshi', by: 'phone' });
  await page.reload();
  await expect
    .poll(async () => Number((await newAssociates.innerText()).replace(/\D/g, '')))
    .toBeGreaterThan(before);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Search').fill(person.phone!);
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Farhan Qureshi' }).click();
  await expect(page.getByRole('heading', { name: 'Farhan Qureshi' })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();

  const theirs = await browser.newPage();
  await theirs.goto('/Associate/login');
  await theirs.getByLabel('Username or Email').fill(person.username);
  await theirs.getByLabel('Password').fill(person.password);
  await theirs.getByRole('button', { name: 'Login' }).click();
  await expect(
    theirs.getByText('This account has been deactivated. Please contact support.'),
  ).toBeVisible();
  await theirs.close();
});

test('an associate asks to move under another upline; the admin approves it in the queue', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const upline = await createAssociate(request, { name: 'Meena Iyer', by: 'email' });
  const mover = await createAssociate(request, { name: 'Ravi Kumar', by: 'email' });

  const theirs = await browser.newPage();
  await signIn(theirs, mover);
  await theirs.goto('/manage/requests');
  const form = theirs.getByRole('form', { name: 'Change my placement' });
  await form.getByLabel("New upline's referral code").fill(upline.referralCode);
  await form.getByRole('button', { name: 'Send request' }).click();
  const mine = theirs.getByTestId('my-request').first();
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText(`Meena Iyer (${upline.referralCode})`);

  await signIn(page, adminCredentials());
  await page.goto('/dashboard/requests');
  const queued = page.getByTestId('queue-request').filter({ hasText: 'Ravi Kumar' });
  await expect(queued).toContainText(`Meena Iyer (${upline.referralCode})`);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page.getByTestId('queue-request').filter({ hasText: 'Ravi Kumar' })).toContainText(
    'Approved',
  );

  await page.goto(`/dashboard/users?q=${mover.referralCode}`);
  await page.getByTestId('user-row').getByRole('link', { name: 'Ravi Kumar' }).click();
  // The genealogy tree screen is the network branch's; this branch shows the move on the
  // person's page: placed under the new upline, the sponsor (who referred them) unchanged.
  const fact = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Placed under')).toHaveText(`Meena Iyer (${upline.referralCode})`);
  await expect(fact('Sponsor')).not.toContainText('Meena Iyer');

  await theirs.reload();
  await expect(theirs.getByTestId('my-request').first()).toContainText('Approved');
  await theirs.close();
});
