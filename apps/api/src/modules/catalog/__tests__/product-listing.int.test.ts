import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import {
  FOLD_PRODUCT_SALES_JOB,
  foldProductSales,
  recordProductSales,
} from '../services/product-sales';
import { insertOpeningStock } from '../demo/opening-stock';
import { brands, categories, products } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
const ids: Record<string, number> = {};
let hairId: number;
let skinId: number;
let emptyId: number;
let brandId: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url, headers });
const names = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((p: { name: string }) => p.name) as string[];
};

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const cats = await testApp.db
    .insert(categories)
    .values([
      { name: 'Hair Care', categoryUniqueName: 'hair-care' },
      { name: 'Skin Care', categoryUniqueName: 'skin-care' },
      { name: 'Empty', categoryUniqueName: 'empty' },
      { name: 'Gone', categoryUniqueName: 'gone', isDeleted: true },
    ])
    .returning();
  [hairId, skinId, emptyId] = cats.map((c) => c.id) as [number, number, number];
  brandId = (await testApp.db.insert(brands).values({ name: 'Vedaroot' }).returning())[0]!.id;
  const image = { thumb: '/t.webp', card: '/c.webp', full: '/f.webp' };
  const rows = [
    ['Herbal Neem Shampoo', hairId, 24_900, 5, 'Neem and reetha for an itchy scalp'],
    ['Herbal Neem Shampoo Family Pack', hairId, 59_900, 2, 'Three bottles of neem shampoo'],
    ['Amla Hair Oil', hairId, 19_900, 9, 'Cold-pressed amla in coconut oil'],
    ['Bhringraj Hair Oil', hairId, 29_900, 1, 'Classic bhringraj oil; mild herbal scent'],
    ['Kesar Glow Face Cream', skinId, 34_900, 7, 'Saffron cream for daily glow'],
    ['Aloe Vera Gel', skinId, 14_900, 3, 'Soothing gel for sunburn'],
    ['Tulsi Face Wash', skinId, 17_500, 0, 'Neem and tulsi face wash'],
  ] as const;
  const inserted = await testApp.db
    .insert(products)
    .values(
      rows.map(([name, categoryId, pricePaise, popularity, description], index) => ({
        name,
        categoryId,
        brandId: index % 2 ? brandId : null,
        pricePaise,
        popularity,
        description,
        images: [image],
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      })),
    )
    .returning();
  for (const row of inserted) ids[row.name] = row.id;
  await testApp.db.insert(products).values([
    { name: 'Hidden Neem Soap', categoryId: hairId, pricePaise: 100, isVisible: false },
    { name: 'Deleted Neem Soap', categoryId: hairId, pricePaise: 100, isDeleted: true },
  ]);
  await insertOpeningStock(testApp.db, [
    { productId: ids['Herbal Neem Shampoo']!, quantity: 50, alertQuantity: 5 },
    { productId: ids['Amla Hair Oil']!, quantity: 3, alertQuantity: 5 },
    { productId: ids['Bhringraj Hair Oil']!, quantity: 0, alertQuantity: 5 },
    { productId: ids['Kesar Glow Face Cream']!, quantity: 10, alertQuantity: 2 },
  ]);
});
afterAll(() => testApp.close());

describe('product listing', () => {
  it('pages with meta, newest first by default, with stock flags', async () => {
    const response = await get('/api/products?limit=3&page=2');
    const body = response.json();
    expect(body.meta).toEqual({ page: 2, limit: 3, total: 7 });
    expect(body.errors).toEqual([]);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      'Bhringraj Hair Oil',
      'Amla Hair Oil',
      'Herbal Neem Shampoo Family Pack',
    ]);
    expect(body.data[0]).toMatchObject({ inStock: false, isLowStock: false });
    expect(body.data[1]).toMatchObject({ inStock: true, isLowStock: true });
    // No stock entry at all: out of stock.
    expect(body.data[2]).toMatchObject({ inStock: false, isLowStock: false });
    const first = (await get('/api/products?limit=3')).json().data;
    expect(first[2]).toMatchObject({ name: 'Kesar Glow Face Cream', inStock: true });
    const past = (await get('/api/products?page=50')).json();
    expect(past).toMatchObject({ data: [], meta: { total: 7 } });
  });

  it('sorts by price, name and popularity', async () => {
    expect((await names('/api/products?sort=price_asc')).slice(0, 2)).toEqual([
      'Aloe Vera Gel',
      'Tulsi Face Wash',
    ]);
    expect((await names('/api/products?sort=price_desc'))[0]).toBe(
      'Herbal Neem Shampoo Family Pack',
    );
    expect((await names('/api/products?sort=name'))[0]).toBe('Aloe Vera Gel');
    expect((await names('/api/products?sort=popularity'))[0]).toBe('Amla Hair Oil');
  });

  it('filters by category (unique name or id), brand, price range and stock', async () => {
    expect(await names('/api/products?category=skin-care&sort=name')).toEqual([
      'Aloe Vera Gel',
      'Kesar Glow Face Cream',
      'Tulsi Face Wash',
    ]);
    expect(await names(`/api/products?category=${skinId}&sort=name`)).toHaveLength(3);
    expect(await names('/api/products?category=no-such')).toEqual([]);
    const branded = await names(`/api/products?brand=${brandId}`);
    expect(branded).toHaveLength(3);
    expect(await names('/api/products?minPrice=199&maxPrice=299.00&sort=price_asc')).toEqual([
      'Amla Hair Oil',
      'Herbal Neem Shampoo',
      'Bhringraj Hair Oil',
    ]);
    expect(await names('/api/products?inStock=true&sort=name')).toEqual([
      'Amla Hair Oil',
      'Herbal Neem Shampoo',
      'Kesar Glow Face Cream',
    ]);
    expect(await names('/api/products?inStock=false')).toHaveLength(4);
  });

  it('never shows hidden or deleted products to shoppers; admins may ask for them', async () => {
    expect((await names('/api/products?limit=100')).join()).not.toMatch(/Hidden|Deleted/);
    expect((await names('/api/products?q=soap')).length).toBe(0);
    expect((await get('/api/products?includeHidden=true')).statusCode).toBe(401);
    const all = await get('/api/products?includeHidden=true&limit=100', adminAuth);
    expect(all.json().meta.total).toBe(9);
  });

  it('searches with relevance: exact name first, prefixes and typos still found', async () => {
    expect((await names('/api/products?q=Herbal%20Neem%20Shampoo'))[0]).toBe('Herbal Neem Shampoo');
    expect(await names('/api/products?q=shamp')).toEqual(
      expect.arrayContaining(['Herbal Neem Shampoo', 'Herbal Neem Shampoo Family Pack']),
    );
    expect(await names('/api/products?q=shampoe')).toContain('Herbal Neem Shampoo');
    expect(await names('/api/products?q=tulsy')).toContain('Tulsi Face Wash');
    // Description words count too, below name matches.
    const neem = await names('/api/products?q=neem');
    expect(neem).toContain('Tulsi Face Wash');
    expect(neem.indexOf('Herbal Neem Shampoo')).toBeLessThan(neem.indexOf('Tulsi Face Wash'));
    // Search with a sort uses the sort.
    expect(await names('/api/products?q=oil&sort=price_asc')).toEqual([
      'Amla Hair Oil',
      'Bhringraj Hair Oil',
    ]);
  });

  it.each([
    "'; drop table products; --",
    "shampoo' or '1'='1",
    '%_\\',
    ':* & | ! ( )',
    'neem <-> shampoo',
    '😀',
  ])('treats the search %j as text', async (q) => {
    const response = await get(`/api/products?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().data)).toBe(true);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=1e9',
    'page=0',
    'page=10001',
    'page=99999999999999999999',
    'sort=price',
    'sort=name;drop table products',
    'sort=name%20desc',
    'minPrice=-1',
    'minPrice=10.123',
    'maxPrice=1000001',
    'minPrice=500&maxPrice=100',
    'inStock=yes',
    'brand=abc',
    'colour=red',
    `q=${'a'.repeat(101)}`,
  ])('refuses ?%s with 400 and an empty list', async (query) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_FAILED' },
      data: [],
      errors: [{ errorDescription: expect.any(String) }],
    });
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue routes and the shared error shape', async () => {
    const document = (await get('/openapi.json')).json();
    for (const path of [
      '/api/categories',
      '/api/categories/{id}',
      '/api/brands/{id}',
      '/api/products',
      '/api/products/{id}',
      '/api/products/category/{categoryId}',
      '/api/products/suggest',
      '/api/stores',
      '/api/stores/availability',
      '/api/stores/{id}',
    ])
      expect(document.paths).toHaveProperty([path]);
    expect(document.components.schemas).toHaveProperty('CatalogueError');
    expect(document.components.schemas).toHaveProperty('CosmeticDetails');
  });
});

describe('products of a category', () => {
  it('lists by id or unique name', async () => {
    const byName = (await get('/api/products/category/hair-care?sort=name')).json();
    expect(byName.data.map((p: { name: string }) => p.name)).toEqual([
      'Amla Hair Oil',
      'Bhringraj Hair Oil',
      'Herbal Neem Shampoo',
      'Herbal Neem Shampoo Family Pack',
    ]);
    expect(byName.meta.total).toBe(4);
    const byId = (await get(`/api/products/category/${hairId}`)).json();
    expect(byId.data).toHaveLength(4);
  });

  it.each(['no-such-category', '999999', 'gone', 'empty'])(
    'answers 400 with the spec text for %s',
    async (ref) => {
      const response = await get(
        `/api/products/category/${ref === 'empty' ? String(emptyId) : ref}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        data: [],
        errors: [{ errorDescription: 'No products found for this category' }],
      });
    },
  );
});

describe('search suggestions', () => {
  it('answers up to 8 names with their category', async () => {
    const response = await get('/api/products/suggest?q=neem');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining('Neem'),
      categoryUniqueName: 'hair-care',
    });
    expect(data.map((s: { name: string }) => s.name)).not.toContain('Hidden Neem Soap');
    const typo = (await get('/api/products/suggest?q=shampoe')).json().data;
    expect(typo.map((s: { name: string }) => s.name)).toContain('Herbal Neem Shampoo');
    expect((await get('/api/products/suggest?q=')).statusCode).toBe(400);
    expect((await get('/api/products/suggest')).statusCode).toBe(400);
  });
});

// Last: it changes the popularity the sort test above reads.
describe('recording sales', () => {
  it('counts each placed order once per product, for the popularity sort', async () => {
    const cream = ids['Kesar Glow Face Cream']!;
    const faceWash = ids['Tulsi Face Wash']!;
    await recordProductSales({
      db: testApp.db,
      lines: [{ productId: cream }, { productId: cream }, { productId: faceWash }],
    });
    await recordProductSales({ db: testApp.db, lines: [{ productId: cream }] });
    await recordProductSales({ db: testApp.db, lines: [{ productId: cream }] });
    await recordProductSales({ db: testApp.db, lines: [] });
    const popularity = async () => {
      const rows = await testApp.db
        .select({ id: products.id, popularity: products.popularity })
        .from(products)
        .where(inArray(products.id, [cream, faceWash]));
      return Object.fromEntries(rows.map((row) => [row.id, row.popularity]));
    };
    // Pending until the job folds them in; a second fold finds nothing left to add.
    expect(await popularity()).toEqual({ [cream]: 7, [faceWash]: 0 });
    expect(await testApp.app.jobs.runNow(FOLD_PRODUCT_SALES_JOB)).toBe(true);
    expect(await popularity()).toEqual({ [cream]: 10, [faceWash]: 1 });
    await testApp.app.jobs.runNow(FOLD_PRODUCT_SALES_JOB);
    expect(await popularity()).toEqual({ [cream]: 10, [faceWash]: 1 });

    // Sales committed while folds run are each counted once, now or at the next fold.
    await Promise.all([
      ...Array.from({ length: 20 }, () =>
        recordProductSales({ db: testApp.db, lines: [{ productId: faceWash }] }),
      ),
      ...Array.from({ length: 3 }, () => foldProductSales(testApp.db)),
    ]);
    await foldProductSales(testApp.db);
    expect(await popularity()).toEqual({ [cream]: 10, [faceWash]: 21 });
    expect((await names('/api/products?sort=popularity')).slice(0, 3)).toEqual([
      'Tulsi Face Wash',
      'Kesar Glow Face Cream',
      'Amla Hair Oil',
    ]);
  });
});
