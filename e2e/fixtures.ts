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
export const uniqueSuffix = () => `${process.pid % 10_000}${Date.now() % 100_000}${(sequence += 1)}`;

/** The demo admin the e2e server generated on its first start. */
export function adminCredentials(): Credentials {
  const [username, password] = readFileSync(path.join(e2eDataDir(), 'demo-admin-password.txt'), 'utf8').split('\n');
  return { username: username!, password: password! };
}

/** Seed builder: a customer through the API (the older sign-up popup's endpoint). */
export async function createCustomer(request: APIRequestContext, name = 'Asha Verma'): Promise<Credentials> {
  const suffix = uniqueSuffix();
  const credentials = { username: `asha${suffix}`, password: 'Secret123', email: `asha${suffix}@example.in` };
  const response = await request.post('/auth/register', {
    data: { name, email: credentials.email, username: credentials.username, password: 'Secret123', confirmPassword: 'Secret123' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return credentials;
}

/** The newest one-time code the dev outbox shows for a destination. */
export async function readCode(request: APIRequestContext, destination: string) {
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?destination=${encodeURIComponent(destination)}`);
      return (await response.json()).data.find((message: { code: string | null }) => message.code)?.code ?? null;
    })
    .not.toBeNull();
  const response = await request.get(`/dev/outbox?destination=${encodeURIComponent(destination)}`);
  return (await response.json()).data.find((message: { code: string | null }) => message.code).code as string;
}

/**
 * Signs the browser in through the API: the refresh cookie lands in the page's context, and the
 * app restores the session from it on the next load.
 */
export async function signIn(page: Page, credentials: Credentials) {
  const response = await page.request.post('/auth/login', {
    data: { usernameOrEmail: credentials.username, password: credentials.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Every page: an error in the browser console or an uncaught exception fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
