import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Download,
  type Page,
} from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
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

/** The demo admin the e2e server (the suite's, or the one on `port`) generated on its start. */
export function adminCredentials(port?: number): Credentials {
  const [username, password] = readFileSync(
    path.join(e2eDataDir(port), 'demo-admin-password.txt'),
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

// ---------------------------------------------------------------------------------------------
// Seed builders for selling (e2e/tests/selling.spec.ts): products with stock, addresses, carts
// and orders made through the API, as an admin or a shopper would make them.
// ---------------------------------------------------------------------------------------------

/** A bearer header for a person, from the login endpoint. */
export async function bearerFor(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/auth/login', {
    data: { usernameOrEmail: credentials.username, password: credentials.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).token as string}` };
}

// A 1×1 white PNG: a product needs an image.
const PRODUCT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A visible product with stock, in the demo's Home Essentials (the storefront test reads Personal
 * Care's listing while these run); returns its id.
 */
export async function createStockedProduct(
  request: APIRequestContext,
  adminAuth: Record<string, string>,
  product: {
    name: string;
    price: string;
    points?: number;
    stock: number;
    /** For tax invoices (invoices.spec.ts); absent takes the catalogue's defaults. */
    gst?: { hsnCode: string; gstRate: number };
  },
) {
  const categories: { id: number; name: string }[] = (
    await (await request.get('/api/categories')).json()
  ).data;
  const category = categories.find(({ name }) => name === 'Home Essentials') ?? categories.at(-1)!;
  const created = await request.post('/api/products', {
    headers: adminAuth,
    multipart: {
      name: product.name,
      description: `${product.name}, made for the selling tests.`,
      categoryId: String(category.id),
      price: product.price,
      points: String(product.points ?? 10),
      isVisible: 'true',
      ...(product.gst
        ? { hsnCode: product.gst.hsnCode, gstRate: String(product.gst.gstRate) }
        : {}),
      images: { name: 'product.png', mimeType: 'image/png', buffer: PRODUCT_PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  const stock = await request.post('/api/stores', {
    headers: adminAuth,
    data: { productId: id, quantity: product.stock, alertQuantity: 2 },
  });
  expect(stock.ok(), await stock.text()).toBe(true);
  return id;
}

/** A default delivery address in Bengaluru; returns its id. */
export async function addDeliveryAddress(request: APIRequestContext, auth: Record<string, string>) {
  const response = await request.post('/addresses', {
    headers: auth,
    data: {
      name: 'Meera Iyer',
      phone_number: '9845012345',
      email: '',
      street_address: '14 Residency Road',
      additional_address_line: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560025',
      country: 'India',
      landmarks: [],
      type: 'HOME',
      isDefault: true,
      latitude: 0,
      longitude: 0,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).id as number;
}

/** A cash-on-delivery order of one product, placed through the API; returns its number and id. */
export async function placeCodOrder(
  request: APIRequestContext,
  auth: Record<string, string>,
  order: { productId: number; quantity: number; addressId: number },
) {
  const added = await request.post('/api/cart', {
    headers: auth,
    data: { productId: order.productId, quantity: order.quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-${uniqueSuffix()}-order-key` },
    data: { addressId: order.addressId, paymentMethod: 'COD' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id, number } = (await placed.json()).data.order as { id: number; number: string };
  return { id, number };
}

// ── Seed builders: associates (issues 12 and 13) ─────────────────────────────────────────────

export interface SeededAssociate extends Credentials {
  name: string;
  token: string;
  userId: number;
  associateId: number;
  referralCode: string;
  phone?: string;
}

/**
 * Seed builder: an associate registered through the API with a code from the dev outbox, by
 * email (default) or phone, optionally under a referral code. The request context keeps no
 * session afterwards (signIn makes the page's); the access token stays usable for API calls.
 */
export async function createAssociate(
  request: APIRequestContext,
  options: { name: string; by?: 'phone' | 'email'; referralCode?: string },
): Promise<SeededAssociate> {
  const by = options.by ?? 'email';
  const suffix = uniqueSuffix();
  const username = `${options.name.split(' ')[0]!.toLowerCase()}${suffix}`;
  const phone = `9${String(Date.now()).slice(-6)}${String(sequence % 1000).padStart(3, '0')}`;
  const destination = by === 'phone' ? phone : `${username}@example.in`;
  const sent = await request.post('/auth/register/send-otp', {
    data: {
      name: options.name,
      emailorPhone: destination,
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const verified = await request.post('/auth/verify-otp', {
    data: { destination, otp: await readCode(request, destination), type: by },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { token, user } = (await verified.json()).data;
  const self = await request.get('/associates/self/data', {
    headers: { authorization: `Bearer ${token}` },
  });
  const node = (await self.json()).data;
  await request.post('/auth/logout', { data: {} });
  return {
    username,
    password: 'Secret123',
    name: options.name,
    token,
    userId: user.id,
    associateId: node.id,
    referralCode: node.referralCode as string,
    ...(by === 'phone' ? { phone } : { email: destination }),
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

/** A downloaded PDF's text, its runs of white space made single spaces. */
export async function downloadedPdfText(download: Download) {
  const pdf = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

// ── KYC and withdrawals through the browser (issue 15) ─────────────────────────────────────

/** A 1×1 PNG: the KYC documents' images. */
const KYC_DOCUMENT_PNG = {
  name: 'document.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** Fills the KYC form on Earnings & payouts (PAN, bank account, both document images). */
export async function fillKycForm(
  page: Page,
  details: { pan: string; holder: string; accountNumber: string; ifsc: string },
) {
  await page.getByLabel('PAN', { exact: true }).fill(details.pan);
  await page.getByLabel("Account holder's name").fill(details.holder);
  await page.getByLabel('Bank account number').fill(details.accountNumber);
  await page.getByLabel('IFSC', { exact: true }).fill(details.ifsc);
  await page.getByLabel(/Identity document/).setInputFiles(KYC_DOCUMENT_PNG);
  await page.getByLabel(/Address document/).setInputFiles(KYC_DOCUMENT_PNG);
}

/** The admin's queue entry of a person's request of a kind. */
export async function findInQueue(admin: Page, username: string, kind: string) {
  await admin.goto('/dashboard/requests');
  const queued = admin
    .getByTestId('queue-request')
    .filter({ hasText: `@${username}` })
    .filter({ hasText: kind });
  await expect(queued).toBeVisible({ timeout: 15_000 });
  return queued;
}

/** The admin approves a person's withdrawal, recording the bank transfer's UTR. */
export async function approveWithdrawal(admin: Page, username: string, utr: string) {
  const withdrawal = await findInQueue(admin, username, 'Wallet withdrawal');
  await withdrawal.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('UTR of the bank transfer').fill(utr);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Request approved')).toBeVisible();
}

// ── A server of its own, on a clock the test moves (issue 15's closing) ──────────────────────

export interface ClockedServer {
  port: number;
  baseURL: string;
  /** The server's moment now. */
  now(): Promise<Date>;
  /** Moves the server's clock on to a later moment (its jobs notice within their 5 s tick). */
  moveTo(moment: Date): Promise<Date>;
  stop(): Promise<void>;
}

/**
 * Starts e2e/server.mjs on `port` (its own fresh database, beside the suite's server) with the
 * movable clock of e2e/clock.mjs on `port + 2`: for a story that needs months to pass, without
 * moving the time of the specs that share the suite's server. Resolves once /readyz answers.
 */
export async function startClockedServer(port: number): Promise<ClockedServer> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['e2e/server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_CLOCK_PORT: String(port + 2) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const clockURL = `http://127.0.0.1:${port + 2}/clock`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(e2eDataDir(port), { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The clocked server exited (${child.exitCode})`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (waited > 110_000) {
      await stop();
      throw new Error('The clocked server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const clock = async (init?: RequestInit) => {
    const response = await fetch(clockURL, init);
    const body = (await response.json()) as { now?: string; error?: string };
    if (!response.ok) throw new Error(body.error);
    return new Date(body.now!);
  };
  return {
    port,
    baseURL,
    now: () => clock(),
    moveTo: (moment) =>
      clock({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: moment.toISOString() }),
      }),
    stop,
  };
}
