import { useQuery } from '@tanstack/react-query';
import type { Availability } from '@saathi/shared';
import { http } from '../../../lib/http';
import { useSession } from '../../auth';
import { catalogKeys } from '../query-keys';
import type { CatalogueList } from './types';

type StockFlags = Pick<Availability, 'inStock' | 'isLowStock'>;

export async function getAvailability(productIds: number[]): Promise<Availability[]> {
  const body = await http.get<CatalogueList<Availability>>('/api/stores/availability', {
    service: 'product',
    query: { productIds: productIds.join(',') },
  });
  return Array.isArray(body?.data) ? body.data : [];
}

/**
 * In-store availability for a signed-in shopper (spec part 1 §4: becoming signed in loads it).
 * Product reads may be a minute old in the cache; someone about to buy sees stock as it is now,
 * read again whenever the window regains focus. Visitors keep the flags the product read carried.
 */
export function useLiveStock<T extends StockFlags & { id: number }>(products: T[]) {
  const { user } = useSession();
  const productIds = products.map((product) => product.id).sort((a, b) => a - b);
  const { data } = useQuery({
    queryKey: catalogKeys.availability(productIds),
    queryFn: () => getAvailability(productIds),
    enabled: Boolean(user) && productIds.length > 0,
    staleTime: 0,
  });
  const byId = new Map(data?.map((entry) => [entry.productId, entry]));
  return (product: T): StockFlags => byId.get(product.id) ?? product;
}
