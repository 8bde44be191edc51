import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { categories, productListingCounts, products } from '../tables';
import { image, injectForm } from '../../../test/form';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let soapsId: number;
let oilsId: number;

const totalOf = async (url: string) => {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().meta.total as number;
};

/** What the trigger keeps, against a count of the products themselves. */
async function expectCountsExact() {
  const kept = await testApp.db
    .select()
    .from(productListingCounts)
    .where(sql`${productListingCounts.listed} <> 0`);
  const live = await testApp.db
    .select({
      categoryId: sql<number>`coalesce(${products.categoryId}, 0)`.mapWith(Number),
      listed: sql<number>`count(*)`.mapWith(Number),
    })
    .from(products)
    .where(sql`${products.isVisible} and not ${products.isDeleted}`)
    .groupBy(sql`1`);
  const byCategory = (rows: { categoryId: number; listed: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.categoryId, row.listed]));
  expect(byCategory(kept)).toEqual(byCategory(live));
}

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  [soapsId, oilsId] = (
    await testApp.db
      .insert(categories)
      .values([
        { name: 'Soaps', categoryUniqueName: 'soaps' },
        { name: 'Oils', categoryUniqueName: 'oils' },
      ])
      .returning()
  ).map((row) => row.id) as [number, number];
  await testApp.db.insert(products).values(
    Array.from({ length: 30 }, (_, index) => ({
      name: `Neem Soap ${index + 1}`,
      categoryId: index < 25 ? soapsId : oilsId,
      pricePaise: 5_000 + index,
      isVisible: index !== 0,
    })),
  );
});
afterAll(() => testApp.close());

describe('kept listing totals', () => {
  it('answer the same totals as counting, for the shop and each category', async () => {
    expect(await totalOf('/api/products?limit=5')).toBe(29);
    expect(await totalOf('/api/products?category=soaps&sort=price_asc&limit=5')).toBe(24);
    expect(await totalOf(`/api/products?category=${oilsId}&limit=5`)).toBe(5);
    expect(await totalOf('/api/products/category/oils?limit=2')).toBe(5);
    // With a filter the total is counted per request and agrees.
    expect(await totalOf('/api/products?category=soaps&minPrice=0&limit=5')).toBe(24);
    await expectCountsExact();
  });

  it('follow every write: create, hide, move, delete, restore, and a deleted category', async () => {
    const created = await injectForm(
      testApp.app,
      'POST',
      '/api/products',
      { name: 'Coconut Oil', categoryId: String(oilsId), price: '199', images: [await image()] },
      adminAuth,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await totalOf('/api/products/category/oils')).toBe(6);

    const soaps = await testApp.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, soapsId))
      .limit(4);
    const [hide, move, remove] = soaps.slice(1).map((row) => row.id) as [number, number, number];
    await testApp.db.update(products).set({ isVisible: false }).where(eq(products.id, hide));
    await testApp.db.update(products).set({ categoryId: oilsId }).where(eq(products.id, move));
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/products/${remove}`,
      headers: adminAuth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await totalOf('/api/products?category=soaps')).toBe(21);
    expect(await totalOf('/api/products?category=oils')).toBe(7);
    await expectCountsExact();

    await testApp.db
      .update(products)
      .set({ isDeleted: false, isVisible: true })
      .where(inArray(products.id, [hide, remove]));
    await testApp.db.delete(products).where(eq(products.id, move));
    expect(await totalOf('/api/products?category=soaps')).toBe(23);
    expect(await totalOf('/api/products')).toBe(29);
    await expectCountsExact();

    await testApp.db.update(categories).set({ isDeleted: true }).where(eq(categories.id, oilsId));
    expect(await totalOf('/api/products?category=oils')).toBe(0);
  });
});
