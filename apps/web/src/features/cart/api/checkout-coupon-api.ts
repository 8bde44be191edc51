import type { CheckoutSummary } from '@saathi/shared';
import { http, isApiError } from '../../../lib/http';

type Envelope<T> = { success: true; data: T };

/** The checkout summary with a coupon, and why the coupon does not apply when it does not. */
export type CheckoutWithCoupon = CheckoutSummary & { couponRefusal: string | null };

const couponRefusalOf = (error: unknown) =>
  isApiError(error) && error.status < 500 ? error.fields?.couponCode : undefined;

/**
 * The checkout priced with the code. When the code does not apply (or no longer does: others used
 * it up meanwhile), the summary without it, with the server's reason to show under the field.
 */
export async function getCheckoutWithCoupon(
  couponCode: string,
  withoutCoupon: () => Promise<CheckoutSummary>,
): Promise<CheckoutWithCoupon> {
  try {
    const body = await http.post<Envelope<CheckoutSummary>>(
      '/api/checkout/coupon',
      { couponCode },
      { auth: true },
    );
    return { ...body.data, couponRefusal: null };
  } catch (error) {
    const refusal = couponRefusalOf(error);
    if (!refusal) throw error;
    return { ...(await withoutCoupon()), couponRefusal: refusal };
  }
}
