import { useQuery } from '@tanstack/react-query';
import type { Consent, ConsentPurpose, ConsentSource, DataRequest } from '@saathi/shared';
import { http } from '../../../lib/http';
import { saveBlob } from '../../../lib/download';
import { useSession } from '../../auth';
import { privacyKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };

export function useConsents() {
  const { user } = useSession();
  return useQuery({
    queryKey: privacyKeys.consents(user?.id),
    queryFn: () =>
      http.get<Envelope<Consent[]>>('/api/privacy/consents', { auth: true }).then((b) => b.data),
    enabled: Boolean(user),
  });
}

export const changeConsent = (
  purpose: ConsentPurpose,
  isGiven: boolean,
  source: ConsentSource = 'ACCOUNT_PAGE',
) =>
  http
    .put<Envelope<Consent[]>>(
      `/api/privacy/consents/${purpose}`,
      { isGiven, source },
      { auth: true },
    )
    .then((body) => body.data);

export function useMyDataRequests() {
  const { user } = useSession();
  return useQuery({
    queryKey: privacyKeys.requests(user?.id),
    queryFn: () =>
      http
        .get<Envelope<DataRequest[]>>('/api/privacy/requests', { auth: true })
        .then((body) => body.data),
    enabled: Boolean(user),
  });
}

export const askDataRequest = (kind: 'CORRECTION' | 'ERASURE', details: string) =>
  http
    .post<Envelope<DataRequest>>('/api/privacy/requests', { kind, details }, { auth: true })
    .then((body) => body.data);

/** Everything held about me, saved as my-data-<day>.json (or .pdf, to read). */
export async function downloadMyData(format: 'json' | 'pdf' = 'json') {
  const path = format === 'json' ? '/api/privacy/export' : '/api/privacy/export.pdf';
  const blob = await http.get<Blob>(path, { auth: true, responseType: 'blob' });
  saveBlob(blob, `my-data-${new Date().toISOString().slice(0, 10)}.${format}`);
}
