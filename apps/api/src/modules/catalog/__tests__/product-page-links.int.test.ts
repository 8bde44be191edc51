import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFirstPagePath } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { signInNewUser } from '../../../test/builders/people';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'saathi-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const html = { accept: 'text/html' };

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;
beforeAll(async () => {
  testApp = await createTestApp({ WEB_DIST_DIR: webDist });
  const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
  catalogue = await createTestCatalogue(testApp.app, admin.auth);
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("a product's page", () => {
  it('preloads its data and main picture with the HTML', async () => {
    const id = await catalogue.addProduct({ name: 'Triphala Churna', price: '150.00' });
    const picture = (await testApp.app.inject({ url: `/api/products/${id}` })).json().data.images[0]
      .full;
    const page = await testApp.app.inject({ url: `/product-details-page/${id}`, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers.link).toBe(
      `</api/products/${id}>; rel=preload; as=fetch; crossorigin=use-credentials, ` +
        `<${picture}>; rel=preload; as=image; fetchpriority=high`,
    );
  });

  it('preloads nothing for a hidden or unknown product, or another page', async () => {
    const hidden = await catalogue.addProduct({ name: 'Draft', price: '1.00', isVisible: false });
    for (const url of [`/product-details-page/${hidden}`, '/product-details-page/999999', '/']) {
      const page = await testApp.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBeUndefined();
    }
  });
});

describe("the shop list's page", () => {
  it('preloads its first page and its first row of pictures with the HTML', async () => {
    await catalogue.addProduct({ name: 'Bhringraj Oil', price: '220.00' });
    await catalogue.addProduct({ name: 'Amla Shampoo', price: '180.00' });
    const categories = (await testApp.app.inject({ url: '/api/categories' })).json().data;
    const { categoryUniqueName } = categories.find(
      (c: { id: number }) => String(c.id) === catalogue.categoryId,
    );
    for (const [url, category] of [
      ['/products', undefined],
      [`/products/${categoryUniqueName}`, categoryUniqueName],
    ]) {
      const firstPage = await testApp.app.inject({ url: shopFirstPagePath(category) });
      const [first, second] = firstPage
        .json()
        .data.map((product: { images: { card: string }[] }) => product.images[0]!.card);
      const page = await testApp.app.inject({ url: url!, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBe(
        `<${shopFirstPagePath(category)}>; rel=preload; as=fetch; crossorigin=use-credentials, ` +
          `<${first}>; rel=preload; as=image; fetchpriority=high, ` +
          `<${second}>; rel=preload; as=image; fetchpriority=high`,
      );
    }
  });

  it('preloads nothing for a list with filters or a page in its address', async () => {
    for (const url of ['/products?sort=name', '/products?page=2', '/products/hair%20care']) {
      const page = await testApp.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBeUndefined();
    }
  });
});

describe('the links kept by catalogue version (decision 0191)', () => {
  it("shows a product's change in its next page: hidden, its page preloads nothing", async () => {
    const id = await catalogue.addProduct({ name: 'Ashwagandha Tablets', price: '320.00' });
    const url = `/product-details-page/${id}`;
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await testApp.app.inject({ url, headers: html });
      expect(page.headers.link).toContain(`</api/products/${id}>; rel=preload`);
    }
    await catalogue.hide(id);
    const page = await testApp.app.inject({ url, headers: html });
    expect(page.headers.link).toBeUndefined();
  });

  it("shows a new product in the list's next page", async () => {
    const before = await testApp.app.inject({ url: '/products', headers: html });
    const firstRow = (link: string | string[] | undefined) =>
      String(link)
        .split(', ')
        .filter((part) => part.includes('as=image'));
    const id = await catalogue.addProduct({ name: 'Neem Face Wash', price: '99.00' });
    const card = (await testApp.app.inject({ url: `/api/products/${id}` })).json().data.images[0]
      .card;
    const after = await testApp.app.inject({ url: '/products', headers: html });
    expect(firstRow(before.headers.link).join()).not.toContain(card);
    expect(firstRow(after.headers.link)[0]).toContain(card);
  });
});
