import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KycView, PaymentSummary } from '@saathi/shared';
import { renderEarningsPage } from '../../../test/render-earnings-page';
import { json } from '../../../test/render-app';

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

describe('Earnings & payouts', () => {
  it('asks for the payment history with the spec’s defaults and checks a withdrawal amount before sending it', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const { fetchMock } = renderEarningsPage({
      summary,
      kyc,
      fetch: (url, init) => {
        if (url === '/requests' && init?.method === 'POST') {
          asked.push(JSON.parse(String(init.body)));
          return json({ success: true, data: {} });
        }
        return undefined;
      },
    });
    // The page is a lazy chunk.
    expect(await screen.findByTestId('summary-balance', {}, { timeout: 10_000 })).toHaveTextContent(
      '₹400.00',
    );
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('Paid · UTR HDFCN52026112212345')).toBeInTheDocument();
    const historyQueries = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter(({ pathname }) => pathname === '/api/nodePaymentHistory/42')
      .map(({ search }) => search);
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
