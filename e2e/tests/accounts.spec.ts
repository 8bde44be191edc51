import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures/test';
import {
  adminCredentials,
  createCustomer,
  readCode,
  signIn,
  uniqueSuffix,
} from '../fixtures/accounts';
import { createAssociate } from '../fixtures/network';

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
}

/** Logout from the header's account menu, which lands on the login page. */
async function signOutFromHeader(page: Page, account: RegExp) {
  await page.getByTestId('site-header').getByRole('button', { name: account }).click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/Associate\/login/);
}

test('an associate registers with a referral code and lands on the profile', async ({
  page,
  request,
}) => {
  const { referralCode } = await createAssociate(request, { name: 'Suresh Iyer' });
  const suffix = uniqueSuffix();
  const email = `kavita${suffix}@example.in`;

  await page.goto(`/Associate/signup?ref=${referralCode}`);
  await page.getByLabel('Full Name').fill('Kavita Rao');
  await page.getByLabel('Email or Phone').fill(email);
  await page.getByLabel('Username').fill(`kavita${suffix}`);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm Password').fill('Secret123');
  await expect(page.getByLabel('Referral Code (optional)')).toHaveValue(referralCode);
  await expect(page.getByText('Referral code valid')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('I have read and accept the direct seller agreement').check();
  await page.getByRole('button', { name: 'Accept and send code' }).click();

  await expect(page.getByLabel('Digit 1')).toBeVisible();
  await expect(page.getByText(/0[45]:\d\d/)).toBeVisible();
  await typeCode(page, await readCode(request, email));

  await expect(page).toHaveURL(/\/manage\/profile$/);
  const banner = page.getByTestId('profile-banner');
  await expect(banner).toContainText('Kavita Rao');
  await expect(banner).toContainText(`@kavita${suffix}`);
  await expect(page.getByTestId('role-badge')).toHaveText(/associate/i);
  const referredBy = page.getByTestId('referred-by');
  await expect(referredBy).toContainText('Suresh Iyer');
  await expect(referredBy).toContainText(referralCode);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('sign out, then sign in by password', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signIn(page, customer);
  await page.goto('/manage/profile');
  await expect(page.getByTestId('profile-banner')).toBeVisible();

  await signOutFromHeader(page, /account|asha/i);

  await page.getByLabel('Username or Email').fill(customer.email!.toUpperCase());
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/manage\/profile$/);
  await expect(page.getByTestId('profile-banner')).toContainText(customer.username);
});

test('a phone-registered associate signs in with the phone as people write it', async ({
  page,
  request,
}) => {
  const associate = await createAssociate(request, { name: 'Meena Pillai', by: 'phone' });
  const phone = associate.phone!;
  await page.goto('/Associate/login');
  await page.getByLabel('Username or Email').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByLabel('Password', { exact: true }).fill(associate.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/manage\/profile$/);
  await expect(page.getByTestId('profile-banner')).toContainText(associate.username);
});

test('"Forgot password?" leads to a code, then a new password on the profile', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'Asha Menon');
  await page.goto('/Associate/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Change Password' })).toBeVisible();
  await expect(page.getByLabel('Phone or Email')).toBeFocused();
  await page.keyboard.type(customer.email!);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await typeCode(page, await readCode(request, customer.email!));
  await expect(page).toHaveURL(/\/manage\/profile$/);
  // Within 10 minutes of the code, the current password is not asked for.
  await page.getByLabel('New Password', { exact: true }).fill('Fresh4567');
  await page.getByLabel('Confirm New Password').fill('Fresh4567');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  await signOutFromHeader(page, /account|asha/i);
  await page.getByLabel('Username or Email').fill(customer.username);
  await page.getByLabel('Password', { exact: true }).fill('Fresh4567');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/manage\/profile$/);
});

test('sign in by a one-time code sent to the email', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await page.goto('/Associate/login');
  await page.getByLabel('Phone or Email').fill(customer.email!);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await typeCode(page, await readCode(request, customer.email!));
  await expect(page).toHaveURL(/\/manage\/profile$/);
  await expect(page.getByTestId('profile-banner')).toContainText(customer.username);
});

test('a guarded page returns to where the person was going after sign-in', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await page.goto('/manage/addresses');
  await expect(page).toHaveURL(/\/Associate\/login\?redirect=%2Fmanage%2Faddresses$/);
  await page.getByLabel('Username or Email').fill(customer.username);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/manage\/addresses$/);
});

test('a wrong password shows the server message and stays put', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/401/);
  await page.goto('/Associate/login');
  await page.getByLabel('Username or Email').fill('nobody-here');
  await page.getByLabel('Password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/Associate\/login$/);
});

test('edit the profile with a photo', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signIn(page, customer);
  await page.goto('/manage/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/email/i).first()).toBeDisabled();
  await dialog.getByLabel('First Name').fill('Asha');
  await dialog.getByLabel('Last Name').fill('Kulkarni');
  await dialog.getByLabel(/phone/i).first().fill('9876512345');
  await dialog.getByLabel('Gender').selectOption('FEMALE');
  const photo = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const banner = page.getByTestId('profile-banner');
  await expect(banner).toContainText('Asha Kulkarni');
  await expect(banner.locator('img')).toHaveAttribute('src', /\/uploads\/avatars\/.+\.webp$/);
  await page.reload();
  await expect(page.getByText('+91 98765 12345')).toBeVisible();
});

test('the login and signup screens show the spec validation texts', async ({ page }) => {
  await page.goto('/Associate/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('Please fill in the required fields for one login method.'),
  ).toBeVisible();
  await page.getByLabel('Phone or Email').fill('0123456789');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText('Please enter a valid 10-digit phone number or a valid email.'),
  ).toBeVisible();

  await page.goto('/Associate/signup');
  await page.getByLabel('Email or Phone').fill('98765432101');
  await expect(page.getByText('Phone number cannot be longer than 10 digits')).toBeVisible();
  await page.getByLabel('Username').fill('ab1');
  await expect(
    page.getByText('Username must contain letters and numbers (min 4 characters)'),
  ).toBeVisible();
  await page.getByLabel('Username').fill('ab 1');
  await expect(page.getByText('Username cannot contain spaces')).toBeVisible();
});

test('the admin reaches the dashboard; a customer is told there is no access', async ({
  page,
  request,
}) => {
  await signIn(page, adminCredentials());
  await page.goto('/dashboard');
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  const customer = await createCustomer(request);
  await page.context().clearCookies();
  await signIn(page, customer);
  await page.goto('/dashboard/admin');
  await expect(page.getByText(/do not have access/i)).toBeVisible();
});
