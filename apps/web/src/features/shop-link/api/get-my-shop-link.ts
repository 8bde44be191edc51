import { useQuery } from '@tanstack/react-query';
import type { ShopLinkFigures } from '@saathi/shared';
import { http } from '../../../lib/http';
import { shopLinkKeys } from '../query-keys';

/** GET /api/shop-links/mine: the signed-in associate's link, visits, sign-ups and sales. */
export async function getMyShopLink() {
  const body = await http.get<{ data: ShopLinkFigures }>('/api/shop-links/mine', {
    service: 'core',
    auth: true,
  });
  return body.data;
}

export const useMyShopLink = () =>
  useQuery({ queryKey: shopLinkKeys.mine(), queryFn: getMyShopLink });
