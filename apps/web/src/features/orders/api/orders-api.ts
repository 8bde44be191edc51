import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  OrderDetail,
  OrderSummary,
  PaymentMethod,
  PlacedOrder,
  RazorpayCheckout,
  VerifyRazorpayPaymentInput,
} from '@saathi/shared';
import { http } from '../../../lib/http';
import { orderKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };
export interface OrderPage<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

export const ORDERS_PAGE_SIZE = 10;

export function useOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.list(page),
    queryFn: () =>
      http
        .get<Envelope<OrderPage<OrderSummary>>>('/api/orders', {
          auth: true,
          query: { page, limit: ORDERS_PAGE_SIZE },
        })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(ref: string) {
  return useQuery({
    queryKey: orderKeys.detail(ref),
    queryFn: () =>
      http
        .get<Envelope<OrderDetail>>(`/api/orders/${encodeURIComponent(ref)}`, { auth: true })
        .then((body) => body.data),
  });
}

/**
 * Places an order from the cart. The key names this attempt: sent again (a double click, a
 * retry after a lost answer) it returns the same order (docs/decisions/0029).
 */
export const placeOrder = (
  input: { addressId: number; paymentMethod: PaymentMethod; couponCode?: string },
  idempotencyKey: string,
) =>
  http
    .post<Envelope<PlacedOrder>>('/api/orders', input, {
      auth: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .then((body) => body.data);

/** Opens (or reopens) the online payment of an order awaiting payment. */
export const startPayment = (orderId: number) =>
  http
    .post<Envelope<RazorpayCheckout>>(`/api/orders/${orderId}/pay`, {}, { auth: true })
    .then((body) => body.data);

/** Razorpay Checkout's success answer, checked by the server. */
export const verifyPayment = (response: VerifyRazorpayPaymentInput) =>
  http
    .post<Envelope<OrderDetail>>('/api/payments/razorpay/verify', response, { auth: true })
    .then((body) => body.data);

export const cancelOrder = (orderId: number) =>
  http
    .post<Envelope<OrderDetail>>(`/api/orders/${orderId}/cancel`, {}, { auth: true })
    .then((body) => body.data);
