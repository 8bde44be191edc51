// RazorpayX payouts behind one interface (ARCHITECTURE decision 18, docs/decisions/0078): the
// composite payout call (contact and fund account inline) and a payout's status. Tests run it
// against test/fake-razorpayx.ts; nothing here reaches the network in tests.
import { createRazorpayCaller } from '../razorpay';

export interface RazorpayXOptions {
  keyId: string;
  keySecret: string;
  /** The business's RazorpayX account number that payouts are made from. */
  accountNumber: string;
  /** https://api.razorpay.com by default; a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

export type RazorpayXPayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'cancelled'
  | 'rejected'
  | 'failed';

/** The parts of a RazorpayX payout this shop reads. */
export interface RazorpayXPayout {
  id: string;
  entity: 'payout';
  amount: number;
  currency: string;
  status: RazorpayXPayoutStatus;
  utr: string | null;
  reference_id: string | null;
  status_details?: { description?: string | null; reason?: string | null } | null;
}

export interface PayoutGateway {
  /**
   * Pays an amount to a bank account. `idempotencyKey` goes in X-Payout-Idempotency: a retry
   * after a timeout answers the payout made the first time, so money leaves once.
   */
  createPayout(input: {
    amountPaise: number;
    idempotencyKey: string;
    referenceId: string;
    bankAccount: { name: string; ifsc: string; accountNumber: string };
    contactName: string;
  }): Promise<RazorpayXPayout>;
  fetchPayout(payoutId: string): Promise<RazorpayXPayout>;
}

/** The payout statuses that end it: paid, or the money comes back to the wallet. */
export const isPayoutPaid = (status: RazorpayXPayoutStatus) => status === 'processed';
export const isPayoutFailed = (status: RazorpayXPayoutStatus) =>
  ['reversed', 'cancelled', 'rejected', 'failed'].includes(status);

export function createRazorpayXClient(options: RazorpayXOptions): PayoutGateway {
  const { accountNumber } = options;
  // One REST caller with the payment client: same auth, time limit and RazorpayError.
  const call = createRazorpayCaller(options);

  return {
    createPayout: ({ amountPaise, idempotencyKey, referenceId, bankAccount, contactName }) =>
      call<RazorpayXPayout>(
        'POST',
        '/payouts',
        {
          account_number: accountNumber,
          amount: amountPaise,
          currency: 'INR',
          // IMPS up to ₹5 lakh, NEFT above it.
          mode: amountPaise <= 50_000_000 ? 'IMPS' : 'NEFT',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: referenceId,
          narration: 'Commission payout',
          fund_account: {
            account_type: 'bank_account',
            bank_account: {
              name: bankAccount.name,
              ifsc: bankAccount.ifsc,
              account_number: bankAccount.accountNumber,
            },
            contact: { name: contactName, type: 'vendor', reference_id: referenceId },
          },
        },
        { 'X-Payout-Idempotency': idempotencyKey },
      ),
    fetchPayout: (payoutId) =>
      call<RazorpayXPayout>('GET', `/payouts/${encodeURIComponent(payoutId)}`),
  };
}
