import { ROUTES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { readProduct } from './products';

const PRODUCT_PAGE = new RegExp(`^${ROUTES.productDetails('')}(\\d{1,9})(?:[/?#]|$)`);

/**
 * `Link` preloads for a product's page, sent with its HTML: the product's data and main picture
 * then load beside the app's script instead of after it (the largest paint on a slow phone).
 * Nothing for another page, an unknown product, or a database that does not answer.
 */
export async function listProductPageLinks({ db, url }: { db: Db; url: string }) {
  const id = PRODUCT_PAGE.exec(url)?.[1];
  if (!id) return [];
  try {
    const { product } = await readProduct({ db, id: Number(id), isAdmin: false });
    const picture = product.images[0]?.full;
    return [
      // The web's fetch sends credentials: the preload must, or the browser fetches twice.
      `</api/products/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      ...(picture ? [`<${picture}>; rel=preload; as=image; fetchpriority=high`] : []),
    ];
  } catch {
    return [];
  }
}
