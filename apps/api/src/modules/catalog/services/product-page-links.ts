import {
  productListQuerySchema,
  ROUTES,
  SHOP_FIRST_ROW,
  SHOP_PAGE_SIZE,
  shopFirstPagePath,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import type { CatalogueCache } from './catalogue-cache';
import { listProducts } from './list-products';
import { readProduct } from './products';

const PRODUCT_PAGE = new RegExp(`^${ROUTES.productDetails('')}(\\d{1,9})(?:[/?#]|$)`);
/** The shop's list, all products or a category's, with no filter or page in its address. */
const LIST_PAGE = new RegExp(`^${ROUTES.products}(?:/([A-Za-z0-9_-]{1,100}))?/?$`);

// The web's fetch sends credentials: the preload must, or the browser fetches twice.
const preloadData = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const preloadPicture = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;

async function productPageLinks(db: Db, id: number) {
  const { product, version } = await readProduct({ db, id, isAdmin: false });
  const picture = product.images[0]?.full;
  const links = [preloadData(`/api/products/${id}`), ...(picture ? [preloadPicture(picture)] : [])];
  return { links, version };
}

async function listPageLinks(db: Db, category: string | undefined) {
  const query = productListQuerySchema.parse({ page: 1, limit: SHOP_PAGE_SIZE, category });
  const { items, version } = await listProducts({ db, query });
  const pictures = items.slice(0, SHOP_FIRST_ROW).flatMap((item) => item.images[0]?.card ?? []);
  return {
    links: [preloadData(shopFirstPagePath(category)), ...pictures.map(preloadPicture)],
    version,
  };
}

/**
 * A page's links kept beside the catalogue's answers, by catalogue version (decision 0191): a
 * page's HTML no longer reads the database each time, and a change shows in the next one.
 */
async function keptLinks(
  cache: CatalogueCache,
  key: string,
  read: () => Promise<{ links: string[]; version: number | null }>,
) {
  const { body } = await cache.answer(`page-links ${key}`, async () => {
    const { links, version } = await read();
    return { version, body: Buffer.from(JSON.stringify(links)) };
  });
  return JSON.parse(body.toString()) as string[];
}

/**
 * `Link` preloads sent with a page's HTML: a product's page gets its data and main picture, the
 * shop's list its first page and first row of pictures, so they load beside the app's script
 * instead of after it (the largest paint on a slow phone; decisions 0103, 0185). Nothing for
 * another page, an unknown product, or a database that does not answer.
 */
export async function listProductPageLinks({
  db,
  cache,
  url,
}: {
  db: Db;
  cache: CatalogueCache;
  url: string;
}) {
  try {
    const id = PRODUCT_PAGE.exec(url)?.[1];
    if (id)
      return await keptLinks(cache, `product ${Number(id)}`, () =>
        productPageLinks(db, Number(id)),
      );
    const list = LIST_PAGE.exec(url);
    if (list)
      return await keptLinks(cache, `list ${list[1] ?? ''}`, () => listPageLinks(db, list[1]));
    return [];
  } catch {
    return [];
  }
}
