import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../../seed/run-seed';
import { brands, categories, products } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData({ db: testApp.db, storage: testApp.app.storage });
});
afterAll(() => testApp.close());

describe('demo catalogue', () => {
  it('adds categories, brands and products with pictures, details and stock, once', async () => {
    await seedDemoData({ db: testApp.db, storage: testApp.app.storage });
    const total = async (table: typeof products | typeof brands | typeof categories) =>
      (await testApp.db.select({ n: count() }).from(table))[0]!.n;
    expect(await total(products)).toBeGreaterThanOrEqual(30);
    expect(await total(products)).toBeLessThan(60);
    expect(await total(categories)).toBeGreaterThanOrEqual(6);
    expect(await total(brands)).toBeGreaterThanOrEqual(4);

    const list = (await testApp.app.inject({ url: '/api/products?limit=100' })).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(30);
    const prices = list.data.map((p: { price: number }) => p.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(79);
    expect(Math.max(...prices)).toBeLessThanOrEqual(3499);
    expect(list.data.filter((p: { inStock: boolean }) => !p.inStock)).toHaveLength(1);
    expect(list.data.some((p: { isLowStock: boolean }) => p.isLowStock)).toBe(true);

    // Two demo products have a Hindi description (decision 0165); the others answer English.
    const idOf = (name: string) => list.data.find((p: { name: string }) => p.name === name).id;
    const inHindi = async (name: string) =>
      (await testApp.app.inject({ url: `/api/products/${idOf(name)}?language=hi` })).json().data;
    expect(await inHindi('Amla Hair Oil')).toMatchObject({
      description: 'मज़बूत बालों के लिए नारियल तेल में ठंडी विधि से निकाला गया आंवला।',
      descriptionLanguage: 'hi',
    });
    expect(await inHindi('Charcoal Face Wash')).toMatchObject({ descriptionLanguage: 'en' });
    // Demo HSN codes of 8 digits at the post-2025 rates of 5 % and 18 %.
    const gst = list.data.map((p: { hsnCode: string; gstRate: number }) => [p.hsnCode, p.gstRate]);
    expect(gst.every(([hsn]: [string]) => /^\d{8}$/.test(hsn))).toBe(true);
    expect(new Set(gst.map(([, rate]: [string, number]) => rate))).toEqual(new Set([5, 18]));

    // Every product reads back through the response schema (kind details are valid), with its
    // demo maker and origin (decision 0110).
    const makers = new Set<string>();
    for (const { id } of list.data) {
      const response = await testApp.app.inject({ url: `/api/products/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      const { facts } = response.json().data;
      expect(facts.makerName).toMatch(/\(demo\)$/);
      makers.add(`${facts.makerRole} ${facts.countryOfOrigin}`);
    }
    expect(makers).toEqual(new Set(['MANUFACTURER India', 'PACKER India', 'IMPORTER Taiwan']));
    // Two demo products come in packs and sizes, each at its own price with its own stock.
    const variantsOf = async (name: string) => {
      const { id } = list.data.find((p: { name: string }) => p.name === name);
      return (await testApp.app.inject({ url: `/api/products/${id}` })).json().data;
    };
    const chyawanprash = await variantsOf('Chyawanprash');
    expect(chyawanprash.sizes).toEqual(['500 g', '1 kg']);
    expect(chyawanprash.variants.map((v: { price: number }) => v.price)).toEqual([349, 649]);
    expect(chyawanprash.variants.every((v: { inStock: boolean }) => v.inStock)).toBe(true);
    expect((await variantsOf('Cotton Kurta Men')).sizes).toEqual(['S', 'M', 'L', 'XL']);

    const image = await testApp.app.inject({ url: list.data[0].images[0].thumb });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const cats = (await testApp.app.inject({ url: '/api/categories' })).json().data;
    for (const { categoryUniqueName, categoryImage } of cats) {
      expect(categoryImage).toMatch(/^\/uploads\/categories\/.+\.webp$/);
      const page = await testApp.app.inject({
        url: `/api/products/category/${categoryUniqueName}`,
      });
      expect(page.statusCode).toBe(200);
    }
  });
});
