// The wallet's public face: the console's requests queue approves withdrawals with its dialog.
// The router loads its pages (Earnings & payouts, the console's Wallets & TDS) itself.
export { ApprovePayoutDialog } from './admin/components/approve-payout-dialog';
