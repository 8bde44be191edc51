import { expect, test } from '../fixtures/test';
import { adminBearer, adminCredentials, signIn } from '../fixtures/accounts';
import { createAssociate } from '../fixtures/network';

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

test('a finance admin computes and commits a month; an associate sees rank progress', async ({
  browser,
  page,
  request,
}) => {
  const headers = await adminBearer(request);
  // The month after the last committed one is open (a run on a kept database moves one on).
  const periods = (await (await request.get('/api/earnings/periods', { headers })).json()).data as {
    month: string;
    status: string;
  }[];
  const committed = periods.filter((period) => period.status === 'COMMITTED');
  const month = committed.length ? nextMonth(committed[0]!.month) : '2001-01';
  const plan = await request.post('/api/earnings/plans', {
    headers,
    data: {
      name: 'Demo growth plan (e2e)',
      effectiveMonth: month,
      paisePerPoint: 100,
      payoutCapPercent: 20,
      levels: [{ percent: 8 }, { percent: 5 }, { percent: 3 }],
      compression: true,
      activeMinPersonalBv: 50,
      ranks: [
        {
          code: 'BRONZE',
          name: 'Bronze Partner',
          minPersonalBv: 50,
          minGroupBv: 500,
          bonusPaise: 25000,
        },
        {
          code: 'SILVER',
          name: 'Silver Partner',
          minPersonalBv: 100,
          minGroupBv: 2500,
          bonusPaise: 100000,
        },
      ],
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);

  await signIn(page, adminCredentials());
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Earnings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Month' }).fill(month);
  await page.getByRole('button', { name: /^Compute/ }).click();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-Total')).toContainText('₹');
  await expect(page.getByRole('img', { name: 'Earners by band of earnings' })).toBeVisible();
  await page.getByRole('button', { name: 'Commit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Commit ${month}?` });
  await expect(dialog).toContainText('will be locked and credited');
  await dialog.getByRole('button', { name: 'Commit month' }).click();
  await expect(page.getByText('Committed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Compute/ })).toHaveCount(0);

  const asha = await createAssociate(request, { name: 'Asha Menon' });
  const context = await browser.newContext();
  const associatePage = await context.newPage();
  await signIn(associatePage, asha);
  await associatePage.goto('/manage/network');
  // The account area loads its chunks first: give a busy machine time.
  await expect(associatePage.getByRole('heading', { name: /^Rank progress/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(associatePage.getByText('Projected earnings (not final)')).toBeVisible();
  await expect(associatePage.getByTestId('projected-earnings')).toHaveText('₹0.00');
  await expect(associatePage.getByText('Next rank: Bronze Partner')).toBeVisible();
  await expect(
    associatePage.getByText('Still needed: 50 BV personal and 500 BV group.'),
  ).toBeVisible();
  await context.close();
});
