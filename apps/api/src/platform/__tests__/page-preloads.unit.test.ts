import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPagePreloads } from '../page-preloads';

const root = mkdtempSync(path.join(os.tmpdir(), 'saathi-preloads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a page's script preloads", () => {
  it('names the scripts of the page at an address and of every address below it', () => {
    writeFileSync(
      path.join(root, 'page-preloads.json'),
      JSON.stringify([
        { path: '/products', files: ['/assets/list.js', '/assets/grid.js'] },
        { path: '/product-details-page/', files: ['/assets/product.js'] },
      ]),
    );
    const scriptsOf = readPagePreloads(root);
    const list = ['</assets/list.js>; rel=modulepreload', '</assets/grid.js>; rel=modulepreload'];
    expect(scriptsOf('/products')).toEqual(list);
    expect(scriptsOf('/products/skin-care?page=2')).toEqual(list);
    expect(scriptsOf('/product-details-page/12')).toEqual([
      '</assets/product.js>; rel=modulepreload',
    ]);
    for (const url of ['/', '/products-old', '/product-details-page', '/cart']) {
      expect(scriptsOf(url), url).toEqual([]);
    }
  });

  it('names none when the build has no list', () => {
    expect(readPagePreloads(path.join(root, 'missing'))('/products')).toEqual([]);
  });
});
