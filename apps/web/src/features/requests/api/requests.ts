import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Request, SubmitRequest } from '@saathi/shared';
import { http } from '../../../lib/http';
import { requestKeys } from '../query-keys';

export interface RequestPage {
  items: Request[];
  page: number;
  limit: number;
  total: number;
}
type PageAnswer = { success: true; data: RequestPage };
type OneAnswer = { success: true; data: Request };

/**
 * GET /requests/user/{userId} (spec part 2 §7): sent with the token; on a 401 the client renews
 * the session once and retries once (lib/http).
 */
export async function getUserRequests(userId: number, page = 1): Promise<RequestPage> {
  return (
    await http.get<PageAnswer>(`/requests/user/${userId}`, {
      auth: true,
      query: { page, limit: 20 },
    })
  ).data;
}

export function useUserRequests(userId: number, page: number) {
  return useQuery({
    queryKey: requestKeys.ofUser(userId, page),
    queryFn: () => getUserRequests(userId, page),
    placeholderData: keepPreviousData,
  });
}

export interface QueueFilters {
  status: string;
  type: string;
  page: number;
  limit: number;
}

/** GET /requests/all/{param}: the console's queue, by status (a tab), optionally by kind. */
export function useRequestQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: requestKeys.queue(filters),
    queryFn: async () =>
      (
        await http.get<PageAnswer>(`/requests/all/${filters.status}`, {
          auth: true,
          query: { type: filters.type || undefined, page: filters.page, limit: filters.limit },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * A KYC document named in a request (GET /api/kyc/documents/{name}), for its owner or a KYC
 * decider. Fetched with the token, which an <img> cannot send; with files in S3 the API answers
 * a redirect to a short-lived signed URL that fetch follows (without cookies, so the bucket's
 * CORS needs no credentials). Fetched once, when asked for.
 */
export function useKycDocument(path: string, isWanted: boolean) {
  return useQuery({
    queryKey: requestKeys.kycDocument(path),
    queryFn: () =>
      http.get<Blob>(path, {
        auth: true,
        responseType: 'blob',
        credentials: 'omit',
        headers: { Accept: 'image/webp' },
      }),
    enabled: isWanted,
    staleTime: Infinity,
    retry: false,
  });
}

export const submitRequest = async (body: SubmitRequest) =>
  (await http.post<OneAnswer>('/requests', body, { auth: true })).data;

export const approveRequest = async (id: number) =>
  (await http.put<OneAnswer>(`/requests/${id}/approve`, undefined, { auth: true })).data;

export const rejectRequest = async (id: number, reason: string) =>
  (await http.put<OneAnswer>(`/requests/${id}/reject`, { reason }, { auth: true })).data;

export const cancelRequest = async (id: number) =>
  (await http.put<OneAnswer>(`/requests/${id}/cancel`, undefined, { auth: true })).data;
