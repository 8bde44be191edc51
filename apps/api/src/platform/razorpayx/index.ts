export {
  createRazorpayXClient,
  isPayoutFailed,
  isPayoutPaid,
  RazorpayXError,
  type PayoutGateway,
  type RazorpayXOptions,
  type RazorpayXPayout,
} from './client';
