import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';
import { queryRows } from '../../../db/rows';
import { adminQuery, withDatabase } from '../../../test/global-setup';

// Migration 0034 (decision 0107) moves every product, its stock entry, its ledger, cart lines and
// order lines onto one default variant: each product's stock and its ledger's sum stay as they were.

const MIGRATIONS = fileURLToPath(new URL('../../../db/migrations', import.meta.url));
const folders: string[] = [];
let database: Database;
let dropDatabase = async () => {};

/** The migrations folder as it was before 0034. */
function migrationsBefore0034() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 34);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `saathi_migration_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(postgres.url, `create database ${name}`);
    database = await openDatabase({ databaseUrl: withDatabase(postgres.url, name), poolSize: 2 });
    dropDatabase = () => adminQuery(postgres.url, `drop database if exists ${name} with (force)`);
  } else {
    database = await openDatabase({});
  }
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0034: one default variant per product', () => {
  it('keeps every product’s stock and its ledger’s sum, now on its default variant', async () => {
    await migrateDatabase(database, migrationsBefore0034());
    const { db } = database;
    await db.execute(
      sql`insert into categories (name, category_unique_name) values ('Oils', 'oils')`,
    );
    await db.execute(sql`insert into products (name, price_paise, points, category_id)
      values ('Amla Oil', 14900, 5, 1), ('Neem Soap', 4500, 2, 1)`);
    await db.execute(sql`insert into stores (product_id, quantity, alert_quantity)
      values (1, 7, 2), (2, 0, 1)`);
    await db.execute(sql`insert into stock_movements (product_id, change, balance, reason, reference)
      values (1, 10, 10, 'OPENING_BALANCE', null), (1, -3, 7, 'ORDER_PLACED', 'order:1:placed'),
        (2, 4, 4, 'OPENING_BALANCE', null), (2, -4, 0, 'ORDER_PLACED', 'order:1:placed')`);

    await migrateDatabase(database);

    const variants = await queryRows<{
      product_id: number;
      label: string;
      sku: string;
      price_paise: string;
      mrp_paise: string;
      points: number;
    }>(
      db,
      sql`select product_id, label, sku, price_paise::text, mrp_paise::text, points
      from product_variants order by product_id`,
    );
    expect(variants).toEqual([
      {
        product_id: 1,
        label: '',
        sku: 'SKU-1',
        price_paise: '14900',
        mrp_paise: '14900',
        points: 5,
      },
      { product_id: 2, label: '', sku: 'SKU-2', price_paise: '4500', mrp_paise: '4500', points: 2 },
    ]);
    const stock = await queryRows<{ product_id: number; quantity: number; ledger: number }>(
      db,
      sql`select s.product_id, s.quantity,
          (select sum(change)::int from stock_movements m where m.variant_id = s.variant_id) ledger
        from stores s join product_variants v on v.id = s.variant_id and v.product_id = s.product_id
        order by s.product_id`,
    );
    expect(stock).toEqual([
      { product_id: 1, quantity: 7, ledger: 7 },
      { product_id: 2, quantity: 0, ledger: 0 },
    ]);
    // A product made after the migration gets its default variant too.
    await db.execute(
      sql`insert into products (name, price_paise, category_id) values ('Ghee', 50000, 1)`,
    );
    const [made] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from product_variants where product_id = 3 and sku = 'SKU-3'`,
    );
    expect(made!.count).toBe(1);
  });
});
