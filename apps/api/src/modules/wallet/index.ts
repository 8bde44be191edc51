/**
 * Wallet: KYC records, the append-only wallet ledger with TDS (section 194H), balances, payouts
 * (held when asked, paid by a recorded bank transfer or through RazorpayX), the payout settings,
 * and the figures for statements and tax reports. Knows associates and audit. The KYC and
 * payout requests are kinds in flows/request-types; statements read orders, BV, requests and
 * the settings through their modules (services/statements.ts).
 */
export { creditCommissions, adjustWallet, type CommissionCredit } from './services/credit';
export { assertPanFree, findKyc, maskAccountNumber, saveKyc } from './services/kyc';
export {
  approvePayout,
  checkPayoutAmount,
  holdPayout,
  lockPayoutOfRequest,
  releasePayout,
} from './services/payouts';
export { getPayoutRules } from './services/payout-settings';
export { getPaymentSummary, listPaymentHistory } from './services/history';
export { getOwnAssociate } from './services/access';
export { assertOwnKycDocuments, KYC_FOLDER, kycDocumentKey } from './services/kyc-documents';
export {
  LEGACY_KYC_DOCUMENT_SQL,
  legacyKycDocumentId,
  recordKycDocumentOwners,
  rewriteLegacyKycRecords,
  toKycDocumentPath,
} from './services/legacy-kyc-documents';
export { indiaMonthOf } from './services/calendar';
export { storeDemoKycDocuments } from './demo/demo-kyc-documents';
