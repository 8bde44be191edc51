import { useQuery } from '@tanstack/react-query';
import type { PayoutSettings, WalletAdjustment } from '@saathi/shared';
import { saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';
import { walletKeys } from '../query-keys';

type Answer<T> = { success: true; data: T };
export interface AwaitingPayout {
  id: number;
  associateId: number;
  requestId: number;
  amount: number;
  createdAt: string;
}

export function usePayoutSettings() {
  return useQuery({
    queryKey: walletKeys.settings(),
    queryFn: async () =>
      (
        await http.get<Answer<{ current: PayoutSettings; versions: PayoutSettings[] }>>(
          '/api/admin/payout-settings',
          { auth: true },
        )
      ).data,
  });
}

export const savePayoutSettings = (settings: PayoutSettings) =>
  http.put('/api/admin/payout-settings', settings, { auth: true });

export const adjustWallet = (adjustment: WalletAdjustment) =>
  http.post('/api/admin/wallet/adjustments', adjustment, { auth: true });

export function useAwaitingTransfers() {
  return useQuery({
    queryKey: walletKeys.awaitingTransfer(),
    queryFn: async () =>
      (
        await http.get<Answer<AwaitingPayout[]>>('/api/admin/payouts/awaiting-transfer', {
          auth: true,
        })
      ).data,
  });
}

export const recordTransfer = (payoutId: number, utr: string) =>
  http.put(`/api/admin/payouts/${payoutId}/transfer`, { utr }, { auth: true });

/** Approves a withdrawal with the UTR of the transfer made (PUT /requests/{id}/approve). */
export const approvePayoutRequest = (requestId: number, utr: string | undefined) =>
  http.put(`/requests/${requestId}/approve`, utr ? { utr } : undefined, { auth: true });

export async function downloadTds26q(year: number, quarter: number) {
  const blob = await http.get<Blob>('/api/admin/wallet/tds-26q', {
    auth: true,
    query: { year, quarter },
    responseType: 'blob',
  });
  saveBlob(blob, `tds-26q-fy${year}-q${quarter}.csv`);
}
