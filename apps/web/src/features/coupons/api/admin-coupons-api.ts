import { useQuery } from '@tanstack/react-query';
import type { AdminCoupon, CouponInput, CouponUsage } from '@saathi/shared';
import { http } from '../../../lib/http';
import { couponKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

export function useAdminCoupons() {
  return useQuery({
    queryKey: couponKeys.adminList(),
    queryFn: () =>
      http.get<Envelope<AdminCoupon[]>>('/api/admin/coupons', { auth: true }).then(data),
  });
}

export function useAdminCoupon(id: number | null) {
  return useQuery({
    queryKey: couponKeys.adminDetail(id ?? 0),
    queryFn: () =>
      http.get<Envelope<AdminCoupon>>(`/api/admin/coupons/${id}`, { auth: true }).then(data),
    enabled: id !== null,
  });
}

export function useCouponUsage(id: number) {
  return useQuery({
    queryKey: couponKeys.usage(id),
    queryFn: () =>
      http.get<Envelope<CouponUsage>>(`/api/admin/coupons/${id}/usage`, { auth: true }).then(data),
  });
}

export const createCoupon = (input: CouponInput) =>
  http.post<Envelope<AdminCoupon>>('/api/admin/coupons', input, { auth: true }).then(data);

export const updateCoupon = (id: number, input: CouponInput) =>
  http.put<Envelope<AdminCoupon>>(`/api/admin/coupons/${id}`, input, { auth: true }).then(data);

export const setCouponPaused = (id: number, isPaused: boolean) =>
  http
    .patch<Envelope<AdminCoupon>>(`/api/admin/coupons/${id}`, { isPaused }, { auth: true })
    .then(data);
