import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KycView, PaymentSummary, WalletEntry } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const associate = {
  id: 42,
  userId: 7,
  referralCode: 'PGMKAVYA1',
  rank: 'ASSOCIATE',
  sponsor: null,
  parentId: 1,
  bvValue: 0,
  joinedAt: '2026-10-01T05:00:00.000Z',
};
const summary: PaymentSummary = {
  associateId: 42,
  grossEarned: 1_000,
  tds: 0,
  net: 1_000,
  paidOut: 600,
  pending: 0,
  balance: 400,
  minimumPayout: 500,
  kycStatus: 'APPROVED',
};
const kyc: KycView = {
  status: 'APPROVED',
  approved: {
    pan: 'ABCPK1234D',
    accountHolderName: 'Kavya Nair',
    accountNumberMasked: 'XXXXXXXXXX7891',
    ifsc: 'HDFC0001234',
    approvedAt: '2026-11-20T05:00:00.000Z',
  },
  latestRequest: { id: 3, status: 'APPROVED', reason: null },
};
const entry: WalletEntry = {
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

describe('Earnings & payouts', () => {
  it('asks for the payment history with the spec’s defaults and checks a withdrawal amount before sending it', async () => {
    const user = userEvent.setup();
    const historyQueries: string[] = [];
    const asked: unknown[] = [];
    renderApp('/manage/earnings', {
      user: buildUser({ id: 7, roles: ['CUSTOMER', 'ASSOCIATE'] }),
      associate,
      fetch: (url, init) => {
        const { pathname, search } = new URL(url, 'http://localhost');
        if (pathname === '/api/nodePaymentHistory/summary/42')
          return json({ success: true, data: summary });
        if (pathname === '/api/kyc') return json({ success: true, data: kyc });
        if (pathname === '/api/earnings/clawbacks') {
          const clawback = { month: '2026-04', orderNumber: 'PGM-2026-000777', level: 1 };
          return json({ success: true, data: [{ ...clawback, points: 40, amountPaise: -400 }] });
        }
        if (pathname === '/api/nodePaymentHistory/42') {
          historyQueries.push(search);
          return json({ success: true, data: { items: [entry], page: 1, limit: 10, total: 1 } });
        }
        if (pathname === '/requests' && init?.method === 'POST') {
          asked.push(JSON.parse(String(init.body)));
          return json({ success: true, data: {} });
        }
        return undefined;
      },
    });
    expect(await screen.findByTestId('summary-balance')).toHaveTextContent('₹400.00');
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('Paid · UTR HDFCN52026112212345')).toBeInTheDocument();
    expect(historyQueries[0]).toBe('?page=1&limit=10&history=all');
    // A commission taken back after a return, with its order (decision 0133).
    const takenBack = await screen.findByRole('region', { name: 'Taken back after returns' });
    expect(within(takenBack).getByText('PGM-2026-000777')).toBeInTheDocument();

    const amount = screen.getByLabelText('Amount to withdraw (₹)');
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('Enter an amount in rupees with at most 2 decimals'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(asked).toEqual([{ type: 'PAYOUT', payload: { amount: 400 } }]));
  });
});
