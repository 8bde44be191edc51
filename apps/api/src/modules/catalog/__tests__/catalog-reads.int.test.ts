import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { categories, products } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('catalogue reads', () => {
  it('answers empty lists in the catalogue envelope before anything exists', async () => {
    for (const url of ['/api/categories', '/api/products']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(200);
      // Paged lists add `meta`; `data` stays the array clients read.
      expect(response.json()).toMatchObject({ data: [], errors: [] });
    }
  });

  it('lists undeleted categories and only visible, undeleted products, with prices in rupees', async () => {
    const [ayurveda] = await testApp.db
      .insert(categories)
      .values([
        { name: 'Ayurveda', categoryUniqueName: 'ayurveda' },
        { name: 'Retired', categoryUniqueName: 'retired', isDeleted: true },
      ])
      .returning();
    await testApp.db.insert(products).values([
      { name: 'Tulsi Drops', pricePaise: 24_950, points: 12, categoryId: ayurveda!.id },
      { name: 'Hidden', pricePaise: 100, isVisible: false },
      { name: 'Deleted', pricePaise: 100, isDeleted: true },
    ]);
    const categoryList = (await testApp.app.inject({ url: '/api/categories' })).json();
    expect(categoryList.data.map((c: { name: string }) => c.name)).toEqual(['Ayurveda']);
    const productList = (await testApp.app.inject({ url: '/api/products' })).json();
    expect(productList.data).toHaveLength(1);
    expect(productList.data[0]).toMatchObject({ name: 'Tulsi Drops', price: 249.5, points: 12 });
  });

  it.each(['limit=0', 'limit=1000', 'page=-1', 'page=abc', 'sort=1'])(
    'refuses ?%s with 400',
    async (query) => {
      const response = await testApp.app.inject({ url: `/api/products?${query}` });
      expect(response.statusCode).toBe(400);
    },
  );
});
