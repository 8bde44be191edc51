import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CollectionConsent,
  KycPayload,
  KycView,
  PaymentSummary,
  Statement,
  TdsCertificate,
  WalletEntry,
} from '@saathi/shared';
import { saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { walletKeys } from '../query-keys';

type Answer<T> = { success: true; data: T };
export interface HistoryPage {
  items: WalletEntry[];
  page: number;
  limit: number;
  total: number;
}
export type HistoryFilter = 'all' | 'earnings' | 'payouts';

export function useKyc() {
  return useQuery({
    queryKey: walletKeys.kyc(),
    queryFn: async () => (await http.get<Answer<KycView>>('/api/kyc', { auth: true })).data,
  });
}

/** GET /api/nodePaymentHistory/summary/{id} */
export function useWalletSummary(associateId: number) {
  return useQuery({
    queryKey: walletKeys.summary(associateId),
    queryFn: async () =>
      (
        await http.get<Answer<PaymentSummary>>(`/api/nodePaymentHistory/summary/${associateId}`, {
          auth: true,
        })
      ).data,
  });
}

/** GET /api/nodePaymentHistory/{id} with page, limit and history (spec part 2 §7). */
export function usePaymentHistory(
  associateId: number,
  filters: { page: number; limit: number; history: HistoryFilter },
) {
  return useQuery({
    queryKey: walletKeys.history(associateId, filters),
    queryFn: async () =>
      (
        await http.get<Answer<HistoryPage>>(`/api/nodePaymentHistory/${associateId}`, {
          auth: true,
          query: filters,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useStatement(associateId: number, month: string) {
  return useQuery({
    queryKey: walletKeys.statement(associateId, month),
    queryFn: async () =>
      (
        await http.get<Answer<Statement>>(`/api/wallet/${associateId}/statement`, {
          auth: true,
          query: { month },
        })
      ).data,
  });
}

/** The month's statement as a PDF, in the language the reader has chosen (decision 0152). */
export async function downloadStatementPdf(associateId: number, month: string) {
  const blob = await http.get<Blob>(`/api/wallet/${associateId}/statement.pdf`, {
    auth: true,
    query: { month, language: currentLanguage() },
    responseType: 'blob',
  });
  saveBlob(blob, `statement-${month}.pdf`);
}

export function useTdsCertificate(associateId: number, year: number) {
  return useQuery({
    queryKey: walletKeys.certificate(associateId, year),
    queryFn: async () =>
      (
        await http.get<Answer<TdsCertificate>>(`/api/wallet/${associateId}/tds-certificate`, {
          auth: true,
          query: { year },
        })
      ).data,
  });
}

/** Uploads one document image; answers the name the KYC request carries. */
export async function uploadKycDocument(file: File) {
  const form = new FormData();
  form.append('image', file);
  return (await http.post<Answer<{ document: string }>>('/api/kyc/documents', form, { auth: true }))
    .data.document;
}

/** The KYC request, with the privacy notice shown at its form (decision 0143). */
export const submitKyc = async (payload: KycPayload, consent?: CollectionConsent) =>
  http.post('/requests', { type: 'KYC', payload, consent }, { auth: true });

export const requestPayout = async (amount: number) =>
  http.post('/requests', { type: 'PAYOUT', payload: { amount } }, { auth: true });
