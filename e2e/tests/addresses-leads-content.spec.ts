import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminCredentials, createCustomer, signIn, uniqueSuffix } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/axe';

/** The one "Last updated" line a content page has: its record's date, e.g. "26 Nov 2026". */
const ONE_DATE = [/^Last updated \d{1,2} [A-Z][a-z]{2} \d{4}$/];

async function fillAddress(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) {
    const field = dialog.getByLabel(label, { exact: true });
    if (label === 'State') await field.selectOption(value);
    else await field.fill(value);
  }
}

test('add, edit, make default and delete an address with the exact texts', async ({
  page,
  request,
}) => {
  await signIn(page, await createCustomer(request));
  await page.goto('/manage/addresses');
  await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page.getByRole('dialog').getByText('Add New Address')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Country', { exact: true })).toHaveValue(
    'India',
  );
  await page
    .getByRole('dialog')
    .getByLabel('Phone Number', { exact: true })
    .pressSequentially('98ab76543210');
  await expect(page.getByRole('dialog').getByLabel('Phone Number', { exact: true })).toHaveValue(
    '9876543210',
  );
  await fillAddress(page, {
    Name: 'Ramesh Gupta',
    'Street Address': '12, MG Road',
    City: 'Pune',
    State: 'Maharashtra',
    'PIN code': '411001',
    Landmarks: 'City Mall, Metro Station',
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const first = page.getByTestId('address-card').first();
  await expect(first).toContainText('Ramesh Gupta');
  await expect(first).toContainText('+91 98765 43210');
  await expect(first).toContainText('Pune, Maharashtra - 411001');
  await expect(first).toContainText('Nearby:');
  await expect(first).toContainText('City Mall • Metro Station');
  await expect(first).toContainText('Default');

  await page.getByRole('button', { name: 'Add New' }).click();
  await fillAddress(page, {
    Name: 'Office',
    'Phone Number': '9123456780',
    'Street Address': '4th Floor, Tech Park',
    City: 'Bengaluru',
    State: 'Karnataka',
    'PIN code': '560103',
  });
  await page.getByRole('dialog').getByLabel('Type', { exact: true }).selectOption('OFFICE');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(2);

  const office = page.getByTestId('address-card').filter({ hasText: 'Tech Park' });
  await office.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByText('Edit Address')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Make this my default address').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('address-card').filter({ hasText: 'Tech Park' })).toContainText(
    'Default',
  );
  await expect(page.getByTestId('address-card').filter({ hasText: 'MG Road' })).not.toContainText(
    'Default',
  );

  await page
    .getByTestId('address-card')
    .filter({ hasText: 'MG Road' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a typed PIN fills city and state, which stay correctable; an unknown PIN fills nothing', async ({
  page,
  request,
}) => {
  await signIn(page, await createCustomer(request));
  await page.goto('/manage/addresses');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog');
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await expect(field('Country')).toHaveAttribute('readonly', '');

  await field('PIN code').fill('682031');
  await expect(field('City')).toHaveValue('Ernakulam');
  await expect(field('State')).toHaveValue('Kerala');
  await field('City').fill('Kochi');

  await fillAddress(page, {
    Name: 'Kavya Nair',
    'Phone Number': '9876501234',
    'Street Address': '22 Marine Drive',
  });
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('address-card').first()).toContainText('Kochi, Kerala - 682031');

  await page.getByRole('button', { name: 'Add New' }).click();
  await field('PIN code').fill('999999');
  await field('Name').fill('Typed after an unknown PIN');
  await expect(field('City')).toHaveValue('');
  await expect(field('State')).toHaveValue('');
});

test('the address form shows the spec messages', async ({ page, request }) => {
  await signIn(page, await createCustomer(request));
  await page.goto('/manage/addresses');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('PIN code', { exact: true }).fill('4110');
  await dialog.getByLabel('Phone Number', { exact: true }).fill('5876543210');
  await dialog.getByLabel('Email', { exact: true }).fill('not-mail');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('PIN code must be 6 digits')).toBeVisible();
  await expect(dialog.getByText('Phone number must be valid')).toBeVisible();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Street address is required')).toBeVisible();
});

test('the lead form validates, thanks for 5 seconds, and the lead reaches the admin', async ({
  page,
}) => {
  const name = `Lead Person ${uniqueSuffix()}`;
  await page.goto('/about/ourcompany');
  const form = page.getByRole('region', { name: 'Join the Pragati Growth Marketing Business' });
  await expect(page.getByText('Join the Pragati Growth Marketing Business')).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Mobile number is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Mobile Number').fill('98765');
  await form.getByLabel('Email').fill('a@b');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Mobile number must be 10 digits')).toBeVisible();
  await expect(form.getByText('Invalid email format')).toBeVisible();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('Mobile Number').fill('9876543210');
  await form.getByLabel('Email').fill('lead.person@example.in');
  await form.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByTestId('lead-thank-you');
  await expect(thanks).toContainText('Thank You!');
  await expect(thanks).toContainText(
    "Your submission has been received. We'll get back to you shortly.",
  );
  await expect(thanks).toBeHidden({ timeout: 7_000 });

  await page.context().clearCookies();
  await signIn(page, adminCredentials());
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByTestId('leads-table')).toContainText(name);
});

test('an admin edits a policy page and a visitor sees the change', async ({ page, browser }) => {
  const sentence = `Festive returns are open until 15 January (${uniqueSuffix()}).`;
  await signIn(page, adminCredentials());
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page
    .getByRole('link', { name: /Cancellation & Refund/ })
    .or(page.getByRole('button', { name: /Cancellation & Refund/ }))
    .first()
    .click();
  const content = page.getByLabel('Content (Markdown)');
  await content.fill(`${await content.inputValue()}\n\n## Festive returns\n\n${sentence}`);
  await expect(page.getByTestId('markdown-preview')).toContainText(sentence);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/cancelrefund');
  await expect(visitor.getByRole('heading', { name: 'Festive returns' })).toBeVisible();
  await expect(visitor.getByText(sentence)).toBeVisible();
  await visitor.close();
});

test('an admin writes a page in Hindi and a visitor who chose Hindi reads it; the policies come in Hindi', async ({
  page,
  browser,
}) => {
  const sentence = `ऑर्डर देकर आप इन शर्तों को स्वीकार करते हैं (${uniqueSuffix()})।`;
  await signIn(page, adminCredentials());
  await page.goto('/dashboard/pages/terms?language=hi');
  await expect(page.getByRole('tab', { name: 'हिन्दी (Hindi)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Title').fill('नियम एवं शर्तें');
  await page.getByLabel('Content (Markdown)').fill(`## शर्तें\n\n${sentence}`);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('हिन्दी version saved')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/terms&condiction');
  await expect(
    visitor.getByRole('heading', { name: 'Terms & Conditions', level: 1 }),
  ).toBeVisible();
  await visitor.getByTestId('site-header').getByLabel('Language').selectOption('हिन्दी');
  const heading = visitor.getByRole('heading', { name: 'नियम एवं शर्तें', level: 1 });
  await expect(heading).toBeVisible();
  await expect(visitor.getByText(sentence)).toBeVisible();
  await expect(visitor.locator('main [lang="hi"]').first()).toContainText('शर्तें');
  await visitor.goto('/disclouser');
  await expect(visitor.getByRole('heading', { name: 'प्रकटीकरण', level: 1 })).toBeVisible();
  await visitor.goto('/about/ourcompany');
  await expect(visitor.getByRole('heading', { name: 'Our Company', level: 1 })).toBeVisible();
  await visitor.close();
});

test('the disclosure page shows its tables as tables, scrolling sideways on a phone, and one date', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/disclouser');
  const main = page.getByRole('main');
  const details = main.getByRole('table').first();
  await expect(details.getByRole('columnheader', { name: 'Item' })).toBeVisible();
  await expect(details.getByRole('row', { name: /^CIN U46909MH2023PTC000000/ })).toBeVisible();
  await expect(main).not.toContainText('| ---');
  await expect(main.getByText(/Last updated/)).toHaveText(ONE_DATE);
  // The page keeps the phone's width; a table wider than it scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the company page shows the facts, the certificates in a lightbox, and passes axe', async ({
  page,
}) => {
  await page.goto('/about/ourcompany');
  await expect(page.getByText(/3 July 2023/).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/Last updated/)).toHaveText(ONE_DATE);
  await expect(page.getByText(/30\+ products/i).first()).toBeVisible();
  const certificate = page
    .getByRole('button', { name: /ISO 9001:2015 Quality Management/ })
    .first();
  await certificate.click();
  const lightbox = page.getByRole('dialog', { name: /ISO 9001:2015 Quality Management/ });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
