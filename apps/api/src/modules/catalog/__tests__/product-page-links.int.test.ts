import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
