import type { AssociateData } from '../features/auth';
import type { KycView, PaymentSummary, WalletEntry } from '@saathi/shared';
import { buildUser } from '../testing';
import { json, renderApp, type FetchHandler } from './render-app';

/** A signed-in associate: Kavya, user 7, associate 42. */
export const associateUser = buildUser({ id: 7, roles: ['CUSTOMER', 'ASSOCIATE'] });
export const associate: AssociateData = {
  id: 42,
  userId: 7,
  referralCode: 'PGMKAVYA1',
  rank: 'ASSOCIATE',
  sponsor: null,
  parentId: 1,
  bvValue: 0,
  joinedAt: '2026-10-01T05:00:00.000Z',
};

/** The one row of the payment history: a withdrawal paid. */
const paidWithdrawal: WalletEntry = {
  id: 9,
  kind: 'PAYOUT',
  label: 'Withdrawal',
  month: '2026-11',
  gross: -600,
  tds: 0,
  net: -600,
  payout: { id: 2, status: 'PAID', utr: 'HDFCN52026112212345' },
  note: null,
  createdAt: '2026-11-22T05:00:00.000Z',
};

/** The commission taken back after a return (decision 0133). */
const clawback = {
  month: '2026-04',
  orderNumber: 'PGM-2026-000777',
  level: 1,
  points: 40,
  amountPaise: -400,
};

const ok = (data: unknown) => json({ success: true, data });

/**
 * Earnings and payouts of `associate`: its wallet's summary and KYC as given, a payment history
 * of `paidWithdrawal`, `clawback` taken back; `fetch` answers anything else.
 */
export function renderEarningsPage(options: {
  summary: PaymentSummary;
  kyc: KycView;
  fetch?: FetchHandler;
}) {
  return renderApp('/manage/earnings', {
    user: associateUser,
    associate,
    fetch: (url, init) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/nodePaymentHistory/summary/42') return ok(options.summary);
      if (pathname === '/api/kyc') return ok(options.kyc);
      if (pathname === '/api/nodePaymentHistory/42')
        return ok({ items: [paidWithdrawal], page: 1, limit: 10, total: 1 });
      if (pathname === '/api/earnings/clawbacks') return ok([clawback]);
      return options.fetch?.(url, init);
    },
  });
}
