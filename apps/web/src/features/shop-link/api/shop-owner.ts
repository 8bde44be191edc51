import type { ShopOwner } from '@saathi/shared';
import { http } from '../../../lib/http';

export type { ShopOwner };

const path = (code: string) => `/api/shop-links/${encodeURIComponent(code)}`;

/**
 * POST /api/shop-links/{code}/visits: a visit through a link. The answer's cookie remembers the
 * link for 30 days (the API counts a browser once a day); a 404 is a code no active associate has.
 */
export async function recordVisit(code: string) {
  const body = await http.post<{ data: { owner: ShopOwner } }>(`${path(code)}/visits`);
  return body.data.owner;
}

/** GET /api/shop-links/{code}: whose shop the remembered link is, if they are still active. */
export async function getShopOwner(code: string) {
  const body = await http.get<{ data: ShopOwner }>(path(code));
  return body.data;
}
