import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eDataDir } from './paths.mjs';

export interface Credentials {
  username: string;
  password: string;
  email?: string;
}

let sequence = 0;
/** Unique per worker and call, within the username rule (letters and digits). */
export const uniqueSuffix = () =>
  `${process.pid % 10_000}${Date.now() % 100_000}${(sequence += 1)}`;

/** The demo admin the e2e server generated on its first start. */
export function adminCredentials(): Credentials {
  const [username, password] = readFileSync(
    path.join(e2eDataDir(), 'demo-admin-password.txt'),
    'utf8',
  ).split('\n');
  return { username: username!, password: password! };
}

/** Seed builder: a customer through the API (the older sign-up popup's endpoint). */
export async function createCustomer(
  request: APIRequestContext,
  name = 'Asha Verma',
): Promise<Credentials> {
  const suffix = uniqueSuffix();
  const credentials = {
    username: `asha${suffix}`,
    password: 'Secret123',
    email: `asha${suffix}@example.in`,
  };
  const response = await request.post('/auth/register', {
    data: {
      name,
      email: credentials.email,
      username: credentials.username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return credentials;
}

/** The newest one-time code the dev outbox shows for a destination. */
export async function readCode(request: APIRequestContext, destination: string) {
  await expect
    .poll(async () => {
      const response = await request.get(
        `/dev/outbox?destination=${encodeURIComponent(destination)}`,
      );
      return (
        (await response.json()).data.find((message: { code: string | null }) => message.code)
          ?.code ?? null
      );
    })
    .not.toBeNull();
  const response = await request.get(`/dev/outbox?destination=${encodeURIComponent(destination)}`);
  return (await response.json()).data.find((message: { code: string | null }) => message.code)
    .code as string;
}

/** The spec's "isAuthentication" flag the web app keeps; it restores a session only when set. */
const SESSION_FLAG = 'saathi.v1.isAuthentication';

/**
 * Signs the browser in through the API: the refresh cookie lands in the page's context and the
 * flag in its storage, as a sign-in on the page would leave them; the next load restores it.
 */
export async function signIn(page: Page, credentials: Credentials) {
  const response = await page.request.post('/auth/login', {
    data: { usernameOrEmail: credentials.username, password: credentials.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // Any same-origin document gives access to the app's storage; the health check is the lightest.
  await page.goto('/healthz');
  await page.evaluate((key) => localStorage.setItem(key, 'true'), SESSION_FLAG);
}

/**
 * Reaches for the header's search box as a person would (a click): that loads the suggestions
 * combobox, which takes over the box with the focus.
 */
export async function openHeaderSearch(page: Page) {
  const header = page.getByTestId('site-header');
  await header.getByLabel('Search products').click();
  const search = header.getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeFocused();
  return search;
}

/**
 * Every page: an error in the browser console or an uncaught exception fails the test, except
 * the ones a test declares with `allowConsoleError` (a refused sign-in logs its 401, say).
 */
export const test = base.extend<{ allowConsoleError: (pattern: RegExp) => void }>({
  allowConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// ── Network seed builders (issue 12) ─────────────────────────────────────────────────────────

export interface TestAssociate extends Credentials {
  token: string;
  userId: number;
  associateId: number;
  referralCode: string;
}

/** An associate registered through the API (code by email), optionally with a referral code. */
export async function createAssociate(
  request: APIRequestContext,
  name: string,
  referralCode?: string,
): Promise<TestAssociate> {
  const suffix = uniqueSuffix();
  const username = `${name.split(' ')[0]!.toLowerCase()}${suffix}`;
  const email = `${username}@example.in`;
  const sent = await request.post('/auth/register/send-otp', {
    data: {
      name,
      emailorPhone: email,
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ...(referralCode ? { referralCode } : {}),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const verified = await request.post('/auth/verify-otp', {
    data: { destination: email, otp: await readCode(request, email), type: 'email' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { token, user } = (await verified.json()).data;
  const self = await request.get('/associates/self/data', {
    headers: { authorization: `Bearer ${token}` },
  });
  const node = (await self.json()).data;
  return {
    username,
    password: 'Secret123',
    email,
    token,
    userId: user.id,
    associateId: node.id,
    referralCode: node.referralCode,
  };
}

/** A bearer token for the demo admin. */
export async function adminToken(request: APIRequestContext) {
  const { username, password } = adminCredentials();
  const response = await request.post('/auth/login', {
    data: { usernameOrEmail: username, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).token as string;
}
