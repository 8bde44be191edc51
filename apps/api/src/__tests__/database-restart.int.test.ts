import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPostgresBin, startPostgres } from '../../../../scripts/postgres-server.mjs';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/rows';
import { listStockMovements } from '../modules/catalog';
import { migrateDatabase } from '../db/migrate';
import { startApiProcess } from '../test/api-process';
import { createTestApp } from '../test/test-app';
import { createShoppers, signInNewUser } from '../test/builders/people';
import { createTestCatalogue } from '../test/builders/products';
import { addAddress, addToCart, placeOrder } from '../test/builders/orders';

/**
 * Faults an operator meets, on a PostgreSQL server of this file's own (it is restarted): the
 * database restarting under checkout traffic, and an API process killed in the middle of a
 * checkout. Two in-process apps stand for two API processes; a third is a real child process.
 */
const isPostgres = Boolean(inject('postgres')) && Boolean(findPostgresBin());
const JWT_SECRET = randomBytes(24).toString('hex');
const settings = { JWT_SECRET, REQUEST_TIMEOUT_MS: '5000' };
const timeouts = { connectMs: 1_000, statementMs: 10_000 };

let server: Awaited<ReturnType<typeof startPostgres>>;
let apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
let adminAuth: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

beforeAll(async () => {
  if (!isPostgres) return;
  server = await startPostgres(findPostgresBin()!);
  const first = await openDatabase({ databaseUrl: server.url, poolSize: 6, timeouts });
  await migrateDatabase(first);
  const second = await openDatabase({ databaseUrl: server.url, poolSize: 6, timeouts });
  apps = [
    await createTestApp(settings, { database: first }),
    await createTestApp(settings, { database: second }),
  ];
  adminAuth = (await signInNewUser(apps[0].app, apps[0].db, { roles: ['ADMIN'] })).auth;
  catalogue = await createTestCatalogue(apps[0].app, adminAuth);
}, 60_000);
afterAll(async () => {
  if (!isPostgres) return;
  for (const each of apps) await each.close();
  server.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A shopper's checkout: on 503 they try again with the same Idempotency-Key, as the web does. */
async function checkoutPatiently(
  app: (typeof apps)[number]['app'],
  shopper: { auth: Record<string, string> },
  payload: object,
) {
  const key = randomUUID();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const response = await placeOrder(app, shopper.auth, payload, key);
    statuses.push(response.statusCode);
    if (response.statusCode !== 503) return { response, statuses };
    await pause(250);
  }
  throw new Error(`still 503 after ${statuses.length} tries`);
}

const countOrders = async (productId: number) => {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ orders: string; users: string }>(
      `select count(distinct o.id) as orders, count(distinct o.user_id) as users
         from orders o join order_lines l on l.order_id = o.id where l.product_id = $1`,
      [productId],
    );
    return { orders: Number(rows[0].orders), users: Number(rows[0].users) };
  } finally {
    await client.end();
  }
};

describe.runIf(isPostgres)('faults on PostgreSQL', () => {
  it('a restart under checkout traffic: no 500, exactly the stock sold, both processes serve again', async () => {
    const STOCK = 20;
    const productId = await catalogue.addProduct({
      name: 'Amla Juice',
      price: '180.00',
      stock: STOCK,
    });
    // One shopper after another: the pools wait only 1 s for a connection (the outage's
    // bound), and 32 shoppers at once on a loaded machine waited longer before any fault.
    const prepared = [];
    for (let count = 0; count < 32; count += 1) {
      const [shopper] = await createShoppers(apps[0].app, apps[0].db, 1);
      const addressId = await addAddress(apps[0].app, shopper.auth);
      await addToCart(apps[0].app, shopper.auth, productId, 1);
      prepared.push({ shopper, payload: { addressId, paymentMethod: 'COD' } });
    }

    const checkouts = Promise.all(
      prepared.map(({ shopper, payload }, index) =>
        pause(index * 40).then(() => checkoutPatiently(apps[index % 2].app, shopper, payload)),
      ),
    );
    await pause(150);
    await server.restart({ downMs: 2_000 });
    const results = await checkouts;

    const statuses = results.flatMap((result) => result.statuses);
    expect(statuses).not.toContain(500);
    expect(statuses.some((status) => status === 503)).toBe(true);
    const placed = results.filter((result) => result.response.statusCode === 201);
    expect(placed).toHaveLength(STOCK);
    // Every acknowledged order exists, once per shopper; nothing else was sold.
    expect(await countOrders(productId)).toEqual({ orders: STOCK, users: STOCK });
    const movements = await listStockMovements({ db: apps[0].db, productId });
    expect(movements.reduce((sum, movement) => sum + movement.change, 0)).toBe(0);
    // No connection is lost for good: each pool gets back every client it lent (drizzle-orm#6241).
    for (const each of apps) {
      await expect.poll(() => each.database.poolStats().idle).toBe(each.database.poolStats().total);
    }
    for (const each of apps) {
      expect((await each.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      const product = await each.app.inject({ url: `/api/products/${productId}` });
      expect(product.statusCode).toBe(200);
    }
  }, 90_000);

  it('an API process killed mid-checkout: the retry with the same key places one order, stock and cart consistent', async () => {
    const productId = await catalogue.addProduct({ name: 'Neem Oil', price: '95.00', stock: 10 });
    const [shopper] = await createShoppers(apps[0].app, apps[0].db, 1);
    const addressId = await addAddress(apps[0].app, shopper.auth);
    await addToCart(apps[0].app, shopper.auth, productId, 3);
    const payload = { addressId, paymentMethod: 'COD' };
    const key = randomUUID();

    const child = await startApiProcess({ DATABASE_URL: server.url, JWT_SECRET });
    // The product's row is held, so the child's checkout stops inside its transaction.
    const blocker = new pg.Client({ connectionString: server.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from products where id = $1 for update', [productId]);
    try {
      const inFlight = fetch(`${child.url}/api/orders`, {
        method: 'POST',
        headers: { ...shopper.auth, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(payload),
      }).catch((error: unknown) => error);
      // Read outside the blocker's transaction, which keeps one snapshot of the statistics.
      await expect
        .poll(
          async () => {
            const [row] = await queryRows<{ waiting: number }>(
              apps[0].db,
              sql`select count(*)::int as waiting from pg_stat_activity
                   where wait_event_type = 'Lock' and datname = current_database()`,
            );
            return row.waiting;
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      child.process.kill('SIGKILL');
      expect(await inFlight).toBeInstanceOf(Error);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
      child.close();
    }

    const retried = await placeOrder(apps[1].app, shopper.auth, payload, key);
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await placeOrder(apps[0].app, shopper.auth, payload, key);
    expect(again.json().data.order.id).toBe(retried.json().data.order.id);
    expect(await countOrders(productId)).toEqual({ orders: 1, users: 1 });
    const movements = await listStockMovements({ db: apps[0].db, productId });
    expect(movements.reduce((sum, movement) => sum + movement.change, 0)).toBe(10 - 3);
    const cart = await apps[0].app.inject({
      url: `/api/cart/user/${shopper.user.id}`,
      headers: shopper.auth,
    });
    expect(cart.json().cartItems).toEqual([]);
  }, 90_000);
});
