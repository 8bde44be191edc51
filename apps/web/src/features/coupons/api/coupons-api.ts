import { useQuery } from '@tanstack/react-query';
import type { UsableCoupon } from '@saathi/shared';
import { http } from '../../../lib/http';
import { couponKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };

/** The coupons the signed-in shopper can use now (only asked for when signed in). */
export function useUsableCoupons(isSignedIn: boolean) {
  return useQuery({
    queryKey: couponKeys.usable(),
    queryFn: () =>
      http.get<Envelope<UsableCoupon[]>>('/api/coupons', { auth: true }).then((body) => body.data),
    enabled: isSignedIn,
  });
}
