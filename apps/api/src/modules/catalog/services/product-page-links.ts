import {
  productListQuerySchema,
  ROUTES,
  SHOP_FIRST_ROW,
  SHOP_PAGE_SIZE,
  shopFirstPagePath,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { listProducts } from './list-products';
import { readProduct } from './products';

const PRODUCT_PAGE = new RegExp(`^${ROUTES.productDetails('')}(\\d{1,9})(?:[/?#]|$)`);
/** The shop's list, all products or a category's, with no filter or page in its address. */
const LIST_PAGE = new RegExp(`^${ROUTES.products}(?:/([A-Za-z0-9_-]{1,100}))?/?$`);

// The web's fetch sends credentials: the preload must, or the browser fetches twice.
const preloadData = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const preloadPicture = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;

async function productPageLinks(db: Db, id: number) {
  const { product } = await readProduct({ db, id, isAdmin: false });
  const picture = product.images[0]?.full;
  return [preloadData(`/api/products/${id}`), ...(picture ? [preloadPicture(picture)] : [])];
}

async function listPageLinks(db: Db, category: string | undefined) {
  const query = productListQuerySchema.parse({ page: 1, limit: SHOP_PAGE_SIZE, category });
  const { items } = await listProducts({ db, query });
  const pictures = items.slice(0, SHOP_FIRST_ROW).flatMap((item) => item.images[0]?.card ?? []);
  return [preloadData(shopFirstPagePath(category)), ...pictures.map(preloadPicture)];
}

/**
 * `Link` preloads sent with a page's HTML: a product's page gets its data and main picture, the
 * shop's list its first page and first row of pictures, so they load beside the app's script
 * instead of after it (the largest paint on a slow phone; decisions 0103, 0185). Nothing for
 * another page, an unknown product, or a database that does not answer.
 */
export async function listProductPageLinks({ db, url }: { db: Db; url: string }) {
  try {
    const id = PRODUCT_PAGE.exec(url)?.[1];
    if (id) return await productPageLinks(db, Number(id));
    const list = LIST_PAGE.exec(url);
    if (list) return await listPageLinks(db, list[1]);
    return [];
  } catch {
    return [];
  }
}
