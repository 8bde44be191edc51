import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { signInNewUser } from '../../../test/builders/people';
import { deliverOrder, placeCodOrder } from '../../../test/builders/orders';
import { injectForm } from '../../../test/form';
import { createCatalogueCache } from '../services/catalogue-cache';
import { catalogVersion, stores } from '../tables';

// Issue 27: the public catalogue reads come from each process's cache, keyed by the catalogue's
// version; every write that changes what they show raises it in its own transaction, so the next
// read after any write differs in body and ETag (decision 0103).

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  catalogue = await createTestCatalogue(testApp.app, adminAuth);
});
afterAll(() => testApp.close());

const read = async (url: string, headers: Record<string, string> = {}) => {
  const response = await testApp.app.inject({ url, headers });
  return {
    status: response.statusCode,
    etag: response.headers.etag as string | undefined,
    cacheControl: response.headers['cache-control'],
    body: response.body,
  };
};
const versionNow = async () =>
  (await testApp.db.select({ version: catalogVersion.version }).from(catalogVersion))[0]!.version;

/** Reads each URL twice (the second from the cache), writes, and reads again: all must differ. */
async function expectEveryReadChanges(urls: string[], write: () => Promise<unknown>) {
  const before = [];
  for (const url of urls) {
    const first = await read(url);
    const again = await read(url);
    expect(again, url).toEqual(first);
    before.push(first);
  }
  await write();
  for (const [index, url] of urls.entries()) {
    const after = await read(url);
    expect(after.etag, `${url}: ETag after the write`).not.toBe(before[index]!.etag);
    expect(after.body, `${url}: body after the write`).not.toBe(before[index]!.body);
  }
}

describe('the catalogue version', () => {
  it('rises once per committed change, and not for stock moves that keep the flags', async () => {
    const productId = await catalogue.addProduct({ name: 'Tulsi Drops', price: '120.00' });
    const start = await versionNow();
    await catalogue.setPrice(productId, '125.00');
    expect(await versionNow()).toBe(start + 1);
    // 100 → 60 keeps "in stock, not low" (alert at 2): shoppers see nothing new.
    await catalogue.setStock(productId, 60);
    expect(await versionNow()).toBe(start + 1);
    await catalogue.setStock(productId, 2);
    expect(await versionNow()).toBe(start + 2);
    // Many rows in one transaction: one raise.
    await testApp.db.transaction(async (tx) => {
      await tx.update(stores).set({ quantity: 0 }).where(eq(stores.productId, productId));
      await tx.execute(
        sql`update products set popularity = popularity + 1 where id = ${productId}`,
      );
    });
    expect(await versionNow()).toBe(start + 3);
  });
});

describe('HTTP caching of public reads', () => {
  it('answers a strong ETag, must-revalidate, and 304 to a matching If-None-Match', async () => {
    const productId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00' });
    await injectForm(testApp.app, 'POST', '/api/brands', { name: 'Khadi Naturals' }, adminAuth);
    for (const url of [
      `/api/products/${productId}`,
      '/api/products?limit=12',
      `/api/products/category/${catalogue.categoryId}`,
      '/api/categories',
      '/api/brands?includeDeleted=false',
    ]) {
      const first = await read(url);
      expect(first.status, url).toBe(200);
      expect(first.etag, url).toMatch(/^"\d+-[\w-]{16}"$/);
      expect(first.cacheControl).toBe('public, max-age=0, must-revalidate');
      const revalidated = await testApp.app.inject({
        url,
        headers: { 'if-none-match': first.etag! },
      });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(first.etag);
      // nginx's gzip weakens the ETag it passes on; the browser sends that back.
      const weak = await read(url, { 'if-none-match': `W/${first.etag}` });
      expect(weak.status, url).toBe(304);
      const other = await read(url, { 'if-none-match': '"1-somethingelse0000"' });
      expect(other).toEqual(first);
    }
  });

  it('gives each request its own ETag, whatever order its query is written in', async () => {
    const a = await read('/api/products?limit=12&sort=name');
    const b = await read('/api/products?sort=name&limit=12');
    const c = await read('/api/products?limit=12&sort=newest');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it("keeps admins' views out of every cache", async () => {
    const hiddenId = await catalogue.addProduct({
      name: 'Draft Balm',
      price: '10.00',
      isVisible: false,
    });
    for (const url of [
      `/api/products/${hiddenId}`,
      '/api/products?includeHidden=true',
      '/api/categories?includeDeleted=true',
    ]) {
      const answer = await read(url, adminAuth);
      expect(answer.status, url).toBe(200);
      expect(answer.cacheControl, url).toBe('private, no-store');
      expect(answer.etag, url).toBeUndefined();
    }
    expect((await read(`/api/products/${hiddenId}`)).status).toBe(404);
  });

  it('reads searches afresh, still with an ETag', async () => {
    await catalogue.addProduct({ name: 'Brahmi Tablets', price: '80.00' });
    const url = '/api/products?q=brahmi';
    const first = await read(url);
    expect(JSON.parse(first.body).data).toHaveLength(1);
    await catalogue.addProduct({ name: 'Brahmi Syrup', price: '90.00' });
    const second = await read(url);
    expect(JSON.parse(second.body).data).toHaveLength(2);
    expect(second.etag).not.toBe(first.etag);
  });
});

describe('nothing stale: the next read after each write', () => {
  it('an edit, a price change, hiding and deleting', async () => {
    const productId = await catalogue.addProduct({ name: 'Amla Juice', price: '150.00' });
    const urls = [
      `/api/products/${productId}`,
      '/api/products?limit=100',
      `/api/products/category/${catalogue.categoryId}?limit=100`,
    ];
    await expectEveryReadChanges(urls, () =>
      catalogue.update(productId, { name: 'Amla Juice 1 L' }),
    );
    await expectEveryReadChanges(urls, () => catalogue.setPrice(productId, '155.50'));
    await expectEveryReadChanges(urls, () => catalogue.hide(productId));
    const otherId = await catalogue.addProduct({ name: 'Aloe Gel', price: '99.00' });
    await expectEveryReadChanges([`/api/products/${otherId}`, '/api/products?limit=100'], () =>
      catalogue.remove(otherId),
    );
  });

  it("a variant's price, a new variant, and one variant's stock running out (decision 0107)", async () => {
    const productId = await catalogue.addProduct({ name: 'Chyawanprash', price: '349', stock: 0 });
    const packs = (kiloPrice: string, kiloStock: number) => [
      { label: '500 g', sku: 'CACHE-500', price: '349', quantity: 5, alertQuantity: 1 },
      { label: '1 kg', sku: 'CACHE-1000', price: kiloPrice, quantity: kiloStock, alertQuantity: 1 },
    ];
    const [, kilo] = await catalogue.setVariants(productId, packs('649', 5));
    const urls = [`/api/products/${productId}`];
    // The dearer pack's price: the product's own row (its cheapest price) stays as it was.
    await expectEveryReadChanges(urls, () => catalogue.setVariants(productId, packs('659', 5)));
    expect(JSON.parse((await read(urls[0]!)).body).data.variants[1].price).toBe(659);
    // One pack out of stock while the product as a whole is still in stock.
    await expectEveryReadChanges(urls, async () => {
      const saved = await testApp.app.inject({
        method: 'POST',
        url: '/api/stores',
        headers: adminAuth,
        payload: { productId, variantId: kilo!.id, quantity: 0, alertQuantity: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });
    const { data } = JSON.parse((await read(urls[0]!)).body);
    expect(data.inStock).toBe(true);
    expect(data.variants[1].inStock).toBe(false);
    const start = await versionNow();
    await catalogue.setVariants(productId, [
      ...packs('659', 0),
      { label: '2 kg', sku: 'CACHE-2000', price: '1199', quantity: 3 },
    ]);
    expect(await versionNow()).toBe(start + 1);
  });

  it('a move to another category, and the categories and brands themselves', async () => {
    const productId = await catalogue.addProduct({ name: 'Shatavari', price: '210.00' });
    const moved = await injectForm(
      testApp.app,
      'POST',
      '/api/categories',
      { name: 'Wellness Moves', description: 'For tests' },
      adminAuth,
    );
    const toCategory = moved.json().data.id as number;
    await catalogue.addProduct({ name: 'Keeps B Listed', price: '1.00' });
    await expectEveryReadChanges(
      [
        `/api/products/${productId}`,
        `/api/products/category/${catalogue.categoryId}?limit=100`,
        `/api/products/category/${toCategory}?limit=100`,
        '/api/categories',
      ],
      async () => {
        await catalogue.update(productId, { categoryId: String(toCategory) });
        // The category's new name too, in the same breath as the move.
        const renamed = await injectForm(
          testApp.app,
          'PUT',
          `/api/categories/${toCategory}`,
          { name: 'Wellness' },
          adminAuth,
        );
        expect(renamed.statusCode, renamed.body).toBe(200);
      },
    );
    const brand = await injectForm(
      testApp.app,
      'POST',
      '/api/brands',
      { name: 'Vanya' },
      adminAuth,
    );
    await expectEveryReadChanges(['/api/brands'], async () => {
      const renamed = await injectForm(
        testApp.app,
        'PUT',
        `/api/brands/${brand.json().data.id}`,
        { name: 'Vanya Herbals' },
        adminAuth,
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
    });
  });

  it('a sale that empties the stock, and a return that restocks it', async () => {
    const productId = await catalogue.addProduct({ name: 'Last Jar', price: '300.00', stock: 1 });
    const urls = [`/api/products/${productId}`, '/api/products?limit=100'];
    const buyer = await signInNewUser(testApp.app, testApp.db);
    let orderId = 0;
    let lineId = 0;
    await expectEveryReadChanges(urls, async () => {
      const order = await placeCodOrder(testApp.app, buyer.auth, [[productId, 1]]);
      orderId = order.id;
      lineId = order.lines[0]!.id;
    });
    expect(JSON.parse((await read(urls[0]!)).body).data.inStock).toBe(false);

    await deliverOrder(testApp.app, adminAuth, orderId);
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/requests',
      headers: buyer.auth,
      payload: {
        type: 'RETURN',
        payload: {
          orderId,
          lines: [{ orderLineId: lineId, quantity: 1 }],
          reason: 'The seal was broken',
          bankAccount: {
            holderName: 'Asha Verma',
            accountNumber: '123456789012',
            ifsc: 'sbin0001234',
          },
        },
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await testApp.app.inject({
      method: 'PUT',
      url: `/requests/${asked.json().data.id}/approve`,
      headers: adminAuth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [scheduled] = (
      await testApp.app.inject({ url: `/api/admin/orders/${orderId}/returns`, headers: adminAuth })
    ).json().data.returns;
    await expectEveryReadChanges(urls, async () => {
      const received = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/returns/${scheduled.id}/receive`,
        headers: adminAuth,
        payload: { lines: [{ returnLineId: scheduled.lines[0].id, isRestockable: true }] },
      });
      expect(received.statusCode, received.body).toBe(200);
    });
    expect(JSON.parse((await read(urls[0]!)).body).data.inStock).toBe(true);
  });
});

// Issue 29: a product's description in Hindi (decision 0165). The language is part of the read's
// query, so of its cache key and ETag: a reader never gets the other language's body.
describe("a product's description in Hindi", () => {
  const HINDI = 'ठंडी विधि से निकाला गया नीम का तेल।';
  const translation = (id: number | string, language = 'hi') =>
    `/api/products/${id}/translations/${language}`;
  const write = (
    method: 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: object,
    headers = adminAuth,
  ) => testApp.app.inject({ method, url, payload, headers });
  const description = (answer: { body: string }) => {
    const { data } = JSON.parse(answer.body);
    return { description: data.description, language: data.descriptionLanguage };
  };

  it('answers each language from its own cache entry, with its own ETag, never the other body', async () => {
    const productId = await catalogue.addProduct({ name: 'Neem Oil', price: '60.00' });
    const english = `/api/products/${productId}`;
    const hindi = `${english}?language=hi`;
    const english0 = await read(english);
    const hindi0 = await read(hindi);
    expect(description(hindi0)).toEqual({ description: 'Neem Oil, for tests', language: 'en' });
    expect(hindi0.etag).not.toBe(english0.etag);
    expect(await read(`${english}?language=en`)).toMatchObject({ body: english0.body });

    const saved = await write('PUT', translation(productId), { description: ` ${HINDI} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ productId, language: 'hi', description: HINDI });
    // Both languages in turn, each twice (the second from the cache).
    for (let round = 0; round < 2; round += 1) {
      const hindiNow = await read(hindi);
      const englishNow = await read(english);
      expect(description(hindiNow)).toEqual({ description: HINDI, language: 'hi' });
      expect(description(englishNow)).toEqual({
        description: 'Neem Oil, for tests',
        language: 'en',
      });
      expect(englishNow.body).not.toContain(HINDI);
      expect(hindiNow.etag).not.toBe(hindi0.etag);
      expect(hindiNow.etag).not.toBe(englishNow.etag);
      // One language's ETag never revalidates the other's answer.
      expect((await read(hindi, { 'if-none-match': hindiNow.etag! })).status).toBe(304);
      expect(await read(english, { 'if-none-match': hindiNow.etag! })).toEqual(englishNow);
    }

    await expectEveryReadChanges([hindi], () =>
      write('PUT', translation(productId), { description: `${HINDI} 500 मि.ली.` }),
    );
    await expectEveryReadChanges([hindi], () => write('DELETE', translation(productId)));
    expect(description(await read(hindi))).toEqual({
      description: 'Neem Oil, for tests',
      language: 'en',
    });
    // The list's cards show no description: it stays the English.
    expect((await read('/api/products?language=hi')).status).toBe(400);
  });

  it("keeps the console's read English and answers null before the first save", async () => {
    const productId = await catalogue.addProduct({ name: 'Tulsi Tea', price: '90.00' });
    expect((await write('GET', translation(productId))).json()).toEqual({
      data: null,
      errors: [],
    });
    await write('PUT', translation(productId), { description: HINDI });
    expect((await write('GET', translation(productId))).json().data.description).toBe(HINDI);
    const admin = await read(`/api/products/${productId}`, adminAuth);
    expect(description(admin)).toEqual({ description: 'Tulsi Tea, for tests', language: 'en' });
    await catalogue.update(productId, { name: 'Tulsi Tea 100 g' });
    expect(description(await read(`/api/products/${productId}?language=hi`)).description).toBe(
      HINDI,
    );
  });

  it('refuses bad input, unknown products and languages, and people without the permission', async () => {
    const productId = await catalogue.addProduct({ name: 'Ashwagandha', price: '70.00' });
    const empty = await write('PUT', translation(productId), { description: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('description');
    const long = await write('PUT', translation(productId), { description: 'क'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    const extra = await write('PUT', translation(productId), { description: HINDI, name: 'x' });
    expect(extra.statusCode).toBe(400);
    expect((await write('PUT', translation(999_999), { description: HINDI })).statusCode).toBe(404);
    expect((await write('GET', translation(productId, 'en'))).statusCode).toBe(400);
    expect((await write('DELETE', translation(productId))).statusCode).toBe(404);
    expect((await read(`/api/products/${productId}?language=ta`)).status).toBe(400);
    const customer = (await signInNewUser(testApp.app, testApp.db)).auth;
    const refused = await write('PUT', translation(productId), { description: HINDI }, customer);
    expect(refused.statusCode).toBe(403);
    expect((await testApp.app.inject({ url: translation(productId) })).statusCode).toBe(401);
  });
});

describe('the in-process cache', () => {
  it('fills a key with one database read however many ask at once', async () => {
    let reads = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        testApp.app.catalogueCache.answer('stampede', async () => {
          reads += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { version: await versionNow(), body: Buffer.from('{"data":[]}') };
        }),
      ),
    );
    expect(reads).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    // Kept: the next ask reads nothing.
    await testApp.app.catalogueCache.answer('stampede', async () => {
      reads += 1;
      return { version: 0, body: Buffer.from('') };
    });
    expect(reads).toBe(1);
  });

  it('keeps nothing it cannot version, and a failed read is not kept', async () => {
    let reads = 0;
    const readNothing = async () => {
      reads += 1;
      return { version: null, body: Buffer.from('{"data":[]}') };
    };
    const answer = await testApp.app.catalogueCache.answer('empty', readNothing);
    expect(answer.etag).toBeNull();
    await testApp.app.catalogueCache.answer('empty', readNothing);
    expect(reads).toBe(2);
    await expect(
      testApp.app.catalogueCache.answer('failing', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    const recovered = await testApp.app.catalogueCache.answer('failing', async () => ({
      version: await versionNow(),
      body: Buffer.from('{}'),
    }));
    expect(recovered.etag).not.toBeNull();
  });

  it('holds no more bytes than it is given, dropping the least recently used', async () => {
    const cache = createCatalogueCache(testApp.database, { maxBytes: 4_096 });
    await cache.start();
    try {
      const reads: string[] = [];
      const readOf = (key: string) => async () => {
        reads.push(key);
        return { version: await versionNow(), body: Buffer.alloc(1_000, key) };
      };
      for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.answer(key, readOf(key));
      // About three answers of 1,000 bytes fit in 4 KiB: the oldest are gone, the newest kept.
      await cache.answer('e', readOf('e'));
      await cache.answer('a', readOf('a'));
      expect(reads).toEqual(['a', 'b', 'c', 'd', 'e', 'a']);
    } finally {
      await cache.stop();
    }
  });
});
