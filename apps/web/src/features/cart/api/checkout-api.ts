import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckoutSummary } from '@saathi/shared';
import { http } from '../../../lib/http';
import { getCheckoutWithCoupon, type CheckoutWithCoupon } from './checkout-coupon-api';
import { cartKeys } from '../query-keys';

const getCheckout = () =>
  http
    .get<{ success: true; data: CheckoutSummary }>('/api/checkout', { auth: true })
    .then((body) => body.data);

/**
 * The cart re-priced by the server, its totals, and how it may be paid for; with a coupon code,
 * priced with it (or without it, with the reason it does not apply).
 */
export function useCheckoutSummary(couponCode: string | null) {
  return useQuery({
    queryKey: cartKeys.checkout(couponCode),
    queryFn: (): Promise<CheckoutWithCoupon> =>
      couponCode
        ? getCheckoutWithCoupon(couponCode, getCheckout)
        : getCheckout().then((summary) => ({ ...summary, couponRefusal: null })),
    staleTime: 0,
    // A new code keeps the last summary on screen while it is priced.
    placeholderData: keepPreviousData,
  });
}
