// The direct seller agreement and identity card (issue 30; decisions 0122-0123).
import sharp from 'sharp';
import { expect, test } from '../fixtures/test';
import { adminBearer, bearerFor, readCode, uniqueSuffix } from '../fixtures/accounts';
import { downloadedPdfText, onePixelPng } from '../fixtures/documents';

const pan = () => {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const letter = (n: number) => String.fromCharCode(65 + (Math.floor(n) % 26));
  const stamp = Date.now() / 1000;
  return `${letter(stamp)}${letter(stamp / 26)}${letter(stamp / 676)}PV${digits}${letter(stamp / 7)}`;
};

test('a new associate accepts the agreement, gets KYC approved, and a visitor checks the ID card', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const username = `neha${suffix}`;
  const email = `${username}@example.in`;

  // Registration: the details, then the agreement read and accepted, then the code.
  await page.goto('/Associate/signup');
  await page.getByLabel('Full Name').fill('Neha Joshi');
  await page.getByLabel('Email or Phone').fill(email);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm Password').fill('Secret123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText("the Company's standard direct seller agreement")).toBeVisible();
  await page.getByRole('button', { name: 'Accept and send code' }).click();
  await expect(page.getByText('Please tick the box to accept the agreement.')).toBeVisible();
  await page.getByLabel('I have read and accept the direct seller agreement').check();
  await page.getByRole('button', { name: 'Accept and send code' }).click();
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(await readCode(request, email));
  await expect(page).toHaveURL(/\/manage\/profile$/);

  // A profile photo and an approved KYC, through the API as the portal and the console send them.
  const auth = await bearerFor(request, { username, password: 'Secret123' });
  const self = (await (await request.get('/associates/self/data', { headers: auth })).json()).data;
  const photo = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#7c3aed' },
  })
    .png()
    .toBuffer();
  const profile = await request.patch(`/user/${self.userId}/partial`, {
    headers: auth,
    multipart: {
      firstName: 'Neha',
      lastName: 'Joshi',
      primaryPhone: `9${String(Date.now()).slice(-9)}`,
      gender: 'FEMALE',
      imageUrl: { name: 'me.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const upload = async () =>
    (
      await (
        await request.post('/api/kyc/documents', {
          headers: auth,
          multipart: { image: onePixelPng('document.png') },
        })
      ).json()
    ).data.document as string;
  const asked = await request.post('/requests', {
    headers: auth,
    data: {
      type: 'KYC',
      payload: {
        pan: pan(),
        accountHolderName: 'Neha Joshi',
        accountNumber: '50100234567891',
        ifsc: 'HDFC0001234',
        identityDocument: await upload(),
        addressDocument: await upload(),
      },
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const approved = await request.put(`/requests/${(await asked.json()).data.id}/approve`, {
    headers: await adminBearer(request),
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The ID card, downloaded from the portal; its QR code's address is printed on it too.
  await page.goto('/manage/direct-seller');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ID card (PDF)' }).click(),
  ]);
  const text = await downloadedPdfText(pdf);
  expect(text).toContain('Neha Joshi');
  expect(text).toContain(self.referralCode);
  const verifyPath = /\/verify\/[a-z2-7]{16}/.exec(text)![0];
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ID card (image for phone)' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('id-card.png');

  // A customer at the door scans the code: no sign-in.
  const visitor = await browser.newPage();
  await visitor.goto(verifyPath);
  await expect(visitor.getByText('Neha Joshi')).toBeVisible();
  await expect(visitor.getByTestId('id-card-status')).toHaveText('Active');
  await visitor.close();
});
