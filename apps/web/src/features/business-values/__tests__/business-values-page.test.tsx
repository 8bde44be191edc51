import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BvPoints, BvTransaction } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const text = MESSAGES.businessValues;
const row = (id: number, overrides: Partial<BvTransaction> = {}): BvTransaction => ({
  id,
  reason: `Order PGM-2026-00000${id}: Amla Juice × 1`,
  type: 'CREDIT',
  status: 'PENDING',
  orderPoint: 40,
  createdAt: '2026-11-02T06:00:00.000Z',
  validity: '2027-11-02T06:00:00.000Z',
  orderId: id,
  ...overrides,
});

/** The server's answer for a query: 7 pending, 1 confirmed debit, none cancelled. */
function answer(url: URL): BvPoints {
  const tab = (url.searchParams.get('tab') ?? 'pending') as 'pending' | 'confirmed' | 'cancelled';
  const q = url.searchParams.get('q') ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 5);
  const all = {
    pending: Array.from({ length: 7 }, (_, i) => row(i + 1)),
    confirmed: [
      row(20, {
        type: 'DEBIT',
        status: 'CONFIRMED',
        orderPoint: 15,
        reason: 'Correction',
        validity: null,
      }),
    ],
    cancelled: [],
  }[tab].filter((item) => item.reason.toLowerCase().includes(q.toLowerCase()));
  return {
    totalPoints: 265,
    pendingPoints: 280,
    confirmedPoints: -15,
    cancelledPoints: 0,
    transactions: {
      pending: [],
      confirmed: [],
      cancelled: [],
      [tab]: all.slice((page - 1) * size, page * size),
    },
    counts: { pending: 7, confirmed: 1, cancelled: 0 },
    page: { tab, page, size, total: all.length },
  };
}

function renderPage() {
  return renderApp('/manage/business-values', {
    user: buildUser({ roles: ['ASSOCIATE'] }),
    fetch: (url) => {
      const parsed = new URL(url, 'http://localhost');
      return parsed.pathname === '/api/bvPoints/1' ? json(answer(parsed)) : undefined;
    },
  });
}

describe('Business Values page', () => {
  it('shows the totals, the tabs with counts and a page of the pending tab', async () => {
    renderPage();
    // The page is lazy: its first render waits for its chunk (slow on a busy machine).
    expect(
      await screen.findByText(text.estimatedValue, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bv-estimated-value')).toHaveTextContent('265');
    for (const label of Object.values(text.cards))
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('bv-count-pending')).toHaveTextContent('7');
    expect(screen.getByTestId('bv-count-confirmed')).toHaveTextContent('1');
    expect(screen.getByTestId('bv-found')).toHaveTextContent(text.count(7));
    const rows = screen.getAllByTestId('bv-transaction');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('+40');
    expect(rows[0]).toHaveTextContent(text.credit);
    expect(rows[0]).toHaveTextContent(text.pendingStatus);
    expect(rows[0]).toHaveTextContent(`${text.validTill} 2 Nov 2027`);
    for (const option of [...Object.values(text.sorts), ...Object.values(text.bands)]) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: '50' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findAllByTestId('bv-transaction')).toHaveLength(2);
  });

  it('shows debits with a minus, and the two empty states', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: /Confirmed/ }));
    const debit = await screen.findByText('Correction');
    const item = debit.closest('li')!;
    expect(within(item).getByText('-15')).toBeInTheDocument();
    expect(item).toHaveTextContent(text.completedStatus);

    await userEvent.click(screen.getByRole('tab', { name: /Cancelled/ }));
    expect(await screen.findByText(text.noneInCategory)).toBeInTheDocument();
    expect(screen.getByText(text.noTransactions)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    await userEvent.type(screen.getByLabelText('Search transactions'), 'tulsi');
    expect(
      await screen.findByText(text.noMatch('tulsi'), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
