import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderSummary, ChangeOrderStatusInput } from '@saathi/shared';
import { http } from '../../../lib/http';
import { saveBlob } from '../../../lib/download';
import { orderKeys } from '../query-keys';
import type { OrderPage } from './orders-api';

type Envelope<T> = { success: true; data: T };

/** The console list's filters as the URL keeps them ('' = any). */
export interface AdminOrderFilters {
  q: string;
  status: string;
  paymentMethod: string;
  from: string;
  to: string;
}

const filterQuery = (filters: AdminOrderFilters) => ({
  q: filters.q || undefined,
  status: filters.status || undefined,
  paymentMethod: filters.paymentMethod || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

export function useAdminOrders(filters: AdminOrderFilters & { page: number; limit: number }) {
  return useQuery({
    queryKey: orderKeys.adminList(filters),
    queryFn: () =>
      http
        .get<Envelope<OrderPage<AdminOrderSummary>>>('/api/admin/orders', {
          auth: true,
          query: { ...filterQuery(filters), page: filters.page, limit: filters.limit },
        })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(ref: string) {
  return useQuery({
    queryKey: orderKeys.adminDetail(ref),
    queryFn: () =>
      http
        .get<Envelope<AdminOrderDetail>>(`/api/admin/orders/${encodeURIComponent(ref)}`, {
          auth: true,
        })
        .then((body) => body.data),
  });
}

export const changeOrderStatus = (orderId: number, input: ChangeOrderStatusInput) =>
  http
    .post<Envelope<AdminOrderDetail>>(`/api/admin/orders/${orderId}/status`, input, {
      auth: true,
    })
    .then((body) => body.data);

/** The filtered orders as CSV, fetched with the token and saved as a file. */
export async function exportOrders(filters: AdminOrderFilters) {
  const blob = await http.get<Blob>('/api/admin/orders/export.csv', {
    auth: true,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    query: filterQuery(filters),
  });
  saveBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
}
