import { useQuery } from '@tanstack/react-query';
import type { CheckoutSummary } from '@saathi/shared';
import { http } from '../../../lib/http';
import { cartKeys } from '../query-keys';

/** The cart re-priced by the server, its totals, and how it may be paid for. */
export function useCheckoutSummary() {
  return useQuery({
    queryKey: cartKeys.checkout(),
    queryFn: () =>
      http
        .get<{ success: true; data: CheckoutSummary }>('/api/checkout', { auth: true })
        .then((body) => body.data),
    staleTime: 0,
  });
}
