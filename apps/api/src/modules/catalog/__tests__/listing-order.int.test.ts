import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@saathi/shared';
import type { Database } from '../../../db/client';
import { planWithoutSorting } from '../../../test/plan';
import { openTestDatabase } from '../../../test/test-app';
import { listed, LISTING_ORDER } from '../services/list-products';
import { products } from '../tables';

// Every shopper's sort reads the first rows of its listed index rather than sorting the whole
// catalogue: the newest-first listing (the default, the busiest) sorted every product on each
// page until its order said "nulls last" as the index is built.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pageOf = (sort: (typeof PRODUCT_SORTS)[number], categoryId?: number) =>
  database.db
    .select({ id: products.id })
    .from(products)
    .where(categoryId === undefined ? listed() : and(listed(), eq(products.categoryId, categoryId)))
    .orderBy(...LISTING_ORDER[sort])
    .limit(20)
    .offset(40);

describe('the product listing order', () => {
  it.each(PRODUCT_SORTS)('%s reads its index in order, without sorting', async (sort) => {
    const plan = await planWithoutSorting(database.db, pageOf(sort));
    expect(plan).toMatch(/Index (Only )?Scan( Backward)? using products_listed_\w+_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it.each(['newest', 'price_asc', 'price_desc'] as const)(
    "%s in a category reads the category's index in order",
    async (sort) => {
      const plan = await planWithoutSorting(database.db, pageOf(sort, 7));
      expect(plan).toMatch(/using products_listed_category_\w+_idx/);
      expect(plan).not.toMatch(/Sort/);
    },
  );
});
