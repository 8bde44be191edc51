export {
  createRazorpayXClient,
  isPayoutFailed,
  isPayoutPaid,
  type PayoutGateway,
  type RazorpayXOptions,
  type RazorpayXPayout,
} from './client';
