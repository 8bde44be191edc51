import { useQuery } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequestPayload } from '@saathi/shared';
import { http } from '../../../lib/http';
import { returnKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };
const dataOf = <T>(body: Envelope<T>) => body.data;

/** The shopper's view of an order's returns (only asked once the order is delivered). */
export function useOrderReturns(orderId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: () =>
      http
        .get<Envelope<OrderReturns>>(`/api/orders/${orderId}/returns`, { auth: true })
        .then(dataOf),
    enabled: isEnabled,
  });
}

export function useAdminOrderReturns(orderId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: returnKeys.adminOrder(orderId),
    enabled: isEnabled,
    queryFn: () =>
      http
        .get<Envelope<OrderReturns>>(`/api/admin/orders/${orderId}/returns`, { auth: true })
        .then(dataOf),
  });
}

/** A return is asked as a RETURN request: it waits in the approval queue. */
export const requestReturn = (payload: ReturnRequestPayload) =>
  http.post('/requests', { type: 'RETURN', payload }, { auth: true });

const adminPost = (path: string, body: object) =>
  http.post<Envelope<OrderReturns>>(path, body, { auth: true }).then(dataOf);

export const receiveReturnLine = (options: {
  orderId: number;
  returnId: number;
  returnLineId: number;
  isRestockable: boolean;
}) =>
  adminPost(`/api/admin/orders/${options.orderId}/returns/${options.returnId}/receive`, {
    lines: [{ returnLineId: options.returnLineId, isRestockable: options.isRestockable }],
  });

export const recordBankRefund = (options: {
  orderId: number;
  returnId: number;
  reference: string;
}) =>
  adminPost(`/api/admin/orders/${options.orderId}/returns/${options.returnId}/bank-refund`, {
    reference: options.reference,
  });

export const refundDirectly = (orderId: number, body: object) =>
  adminPost(`/api/admin/orders/${orderId}/refunds`, body);
