import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { fillLargeCatalogue } from '../demo/large-catalogue';
import { products, stores } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('large catalogue seed', () => {
  it('fills up to the target in batches with stock, and a second run adds nothing', async () => {
    const progress: number[] = [];
    const first = await fillLargeCatalogue({
      db: testApp.db,
      storage: testApp.app.storage,
      target: 700,
      onProgress: (done) => progress.push(done),
    });
    expect(first).toEqual({ added: 700, total: 700 });
    expect(progress).toEqual([0, 500, 700]);
    const [stock] = await testApp.db.select({ n: count() }).from(stores);
    expect(stock!.n).toBe(700);
    const again = await fillLargeCatalogue({
      db: testApp.db,
      storage: testApp.app.storage,
      target: 700,
    });
    expect(again.added).toBe(0);
    const [total] = await testApp.db.select({ n: count() }).from(products);
    expect(total!.n).toBe(700);
    const page = await testApp.app.inject({ url: '/api/products?q=herbal%20neem&limit=5' });
    expect(page.statusCode).toBe(200);
  });
});
