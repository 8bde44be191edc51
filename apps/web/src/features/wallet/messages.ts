import type { KycStatus, PayoutStatus, WalletEntryKind } from '@saathi/shared';
import englishKyc from 'virtual:catalogue/en/kyc';
import english from 'virtual:catalogue/en/wallet';
import { messagesFor } from '../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../lib/i18n/schema-messages';

/** Earnings and payouts' words: the wallet, withdrawals, history, statement and TDS. */
export const useWalletT = messagesFor('wallet', english);
/** The KYC panel's words (its status and form, on Earnings and payouts). */
export const useKycT = messagesFor('kyc', englishKyc);
/** The KYC and withdrawal schemas' field messages, found by their English (decision 0180). */
export const useKycFieldMessage = schemaMessagesFor(useKycT, englishKyc);
export const useWalletFieldMessage = schemaMessagesFor(useWalletT, english);

/** A wallet entry's kind, as the API labels it in English (WALLET_ENTRY_LABELS). */
export const WALLET_ENTRY_KEYS = {
  LEVEL_COMMISSION: 'wallet.kindLevelCommission',
  RANK_BONUS: 'wallet.kindRankBonus',
  ADJUSTMENT: 'wallet.kindAdjustment',
  MANUAL_ADJUSTMENT: 'wallet.kindManualAdjustment',
  PAYOUT: 'wallet.kindPayout',
  PAYOUT_RELEASE: 'wallet.kindPayoutRelease',
} as const satisfies Record<WalletEntryKind, string>;

export const PAYOUT_STATUS_KEYS = {
  REQUESTED: 'wallet.statusRequested',
  APPROVED: 'wallet.statusApproved',
  PROCESSING: 'wallet.statusProcessing',
  PAID: 'wallet.statusPaid',
  FAILED: 'wallet.statusFailed',
  REJECTED: 'wallet.statusRejected',
  CANCELLED: 'wallet.statusCancelled',
} as const satisfies Record<PayoutStatus, string>;

export const KYC_STATUS_KEYS = {
  NOT_SUBMITTED: 'kyc.statusNotSubmitted',
  PENDING: 'kyc.statusPending',
  APPROVED: 'kyc.statusApproved',
  REJECTED: 'kyc.statusRejected',
} as const satisfies Record<KycStatus, string>;
