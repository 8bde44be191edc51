/**
 * Wallet: KYC records, the append-only wallet ledger with TDS (section 194H), balances, payouts
 * (held when asked, paid by a recorded bank transfer or through RazorpayX), the payout settings,
 * and the figures for statements and tax reports. Knows associates and audit. The KYC and
 * payout requests are kinds in flows/request-types; statements combine orders and BV in flows.
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
export { getPayoutRules, getPayoutSettings } from './services/payout-settings';
export { getPaymentSummary, listPaymentHistory } from './services/history';
export { summariseWalletMonth, sumTdsByQuarter } from './services/reports';
export { getOwnAssociate, getViewableWallet } from './services/access';
export { financialYearLabel, indiaMonthOf, monthRange } from './services/calendar';
export { renderStatementPdf } from './services/pdf/render-statement-pdf';
