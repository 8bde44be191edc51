import { useQuery } from '@tanstack/react-query';
import type { Breach, DataRequest, PrivacyNotice, PrivacyNoticePublish } from '@saathi/shared';
import { http } from '../../../lib/http';
import { privacyKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };

/** Open data requests, the nearest deadline first. */
export function useDataRequestQueue() {
  return useQuery({
    queryKey: privacyKeys.queue,
    queryFn: () =>
      http
        .get<Envelope<DataRequest[]>>('/api/admin/privacy/requests', { auth: true })
        .then((body) => body.data),
  });
}

export const closeDataRequest = (id: number, status: 'DONE' | 'REFUSED', outcome: string) =>
  http.post<Envelope<DataRequest>>(
    `/api/admin/privacy/requests/${id}/close`,
    { status, outcome },
    { auth: true },
  );

export const eraseForRequest = (id: number) =>
  http.post<Envelope<DataRequest>>(`/api/admin/privacy/requests/${id}/erase`, {}, { auth: true });

export function useBreaches() {
  return useQuery({
    queryKey: privacyKeys.breaches,
    queryFn: () =>
      http
        .get<Envelope<Breach[]>>('/api/admin/privacy/breaches', { auth: true })
        .then((body) => body.data),
  });
}

export const recordBreach = (input: {
  foundAt: string;
  description: string;
  dataKinds: string;
  consequences: string;
  measures: string;
  userIds: number[];
}) => http.post<Envelope<Breach>>('/api/admin/privacy/breaches', input, { auth: true });

export const markBreachNotified = (id: number, whom: 'BOARD' | 'PEOPLE') =>
  http.post<Envelope<Breach>>(
    `/api/admin/privacy/breaches/${id}/notified`,
    { whom },
    { auth: true },
  );

/** Every version of the privacy notice, newest first. */
export function useNoticeHistory() {
  return useQuery({
    queryKey: privacyKeys.notices,
    queryFn: () =>
      http
        .get<Envelope<PrivacyNotice[]>>('/api/admin/privacy/notices', { auth: true })
        .then((body) => body.data),
  });
}

export const publishNotice = (input: PrivacyNoticePublish) =>
  http.post<Envelope<PrivacyNotice>>('/api/admin/privacy/notices', input, { auth: true });
