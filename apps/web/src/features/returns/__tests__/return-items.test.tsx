import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderReturns } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildOrder, buildUser } from '../../../testing';

const delivered = buildOrder({
  placedAt: '2026-11-10T10:00:00.000Z',
  status: 'DELIVERED',
  paymentStatus: 'PAID',
  courier: 'Delhivery',
  trackingNumber: 'DLV123',
  canCancel: false,
});
const order: OrderDetail = {
  ...delivered,
  payment: { ...delivered.payment, paidAt: '2026-11-12T10:00:00.000Z' },
};

const returns = (overrides: Partial<OrderReturns> = {}): OrderReturns => ({
  returns: [],
  pendingRequestId: null,
  returnable: [{ orderLineId: 1, quantity: 2 }],
  returnUntil: '2026-12-12T10:00:00.000Z',
  canRequestReturn: true,
  paid: 523.95,
  refunded: 0,
  ...overrides,
});

describe("returns on the shopper's order page", () => {
  it('asks for a return with the shared rules: an item, a reason, a valid bank account for COD', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let current = returns();
    renderApp('/manage/orders/PGM-2026-000007', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/orders/PGM-2026-000007') return json({ success: true, data: order });
        if (url === '/api/orders/7/returns') return json({ success: true, data: current });
        if (url === '/requests' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          current = returns({ pendingRequestId: 31, canRequestReturn: false });
          return json({ success: true, data: { id: 31 } });
        }
        return undefined;
      },
    });
    // The first render loads the lazy route and the account area.
    const open = await screen.findByRole('button', { name: 'Return items' }, { timeout: 12_000 });
    await user.click(open);
    await user.click(screen.getByRole('radio', { name: 'To my bank account' }));
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }));
    expect(await screen.findByText('Choose at least one item')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid IFSC, e.g. SBIN0001234')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Units of Tulsi Green Tea to return'), '1');
    await user.type(screen.getByLabelText('Why are you returning them?'), 'The seal was broken');
    await user.type(screen.getByLabelText('Account holder name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Account number'), '12345678901');
    await user.type(screen.getByLabelText('IFSC'), 'hdfc0001234');
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }));
    expect(
      await screen.findByText(/Your return request no\. 31 is waiting for approval/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: 'RETURN',
        payload: {
          orderId: 7,
          lines: [{ orderLineId: 1, quantity: 1 }],
          reason: 'The seal was broken',
          bankAccount: {
            holderName: 'Asha Rao',
            accountNumber: '12345678901',
            ifsc: 'HDFC0001234',
          },
        },
      },
    ]);
  });

  it('asks for a cash-on-delivery refund to a UPI ID, the first choice, checked as name@bank', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp('/manage/orders/PGM-2026-000007', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/orders/PGM-2026-000007') return json({ success: true, data: order });
        if (url === '/api/orders/7/returns') return json({ success: true, data: returns() });
        if (url === '/requests' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)).payload);
          return json({ success: true, data: { id: 32 } });
        }
        return undefined;
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Return items' }, { timeout: 12_000 }),
    );
    expect(screen.getByRole('radio', { name: 'To my UPI ID' })).toBeChecked();
    expect(screen.queryByLabelText('IFSC')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Units of Tulsi Green Tea to return'), '2');
    await user.type(screen.getByLabelText('Why are you returning them?'), 'Not what I ordered');
    await user.type(screen.getByLabelText('UPI ID'), 'asha rao@okhdfc');
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }));
    expect(await screen.findByText('Enter a valid UPI ID, e.g. name@bank')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('UPI ID'));
    await user.type(screen.getByLabelText('UPI ID'), 'Asha.Rao@okhdfc');
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        orderId: 7,
        lines: [{ orderLineId: 1, quantity: 2 }],
        reason: 'Not what I ordered',
        upiId: 'asha.rao@okhdfc',
      },
    ]);
  });

  it('shows a refunded return with its amount, reference, date and credit note', async () => {
    renderApp('/manage/orders/PGM-2026-000007', {
      user: buildUser(),
      fetch: (url) => {
        if (url === '/api/orders/PGM-2026-000007') return json({ success: true, data: order });
        if (url === '/api/orders/7/returns')
          return json({
            success: true,
            data: returns({
              canRequestReturn: false,
              refunded: 262.5,
              returns: [
                {
                  id: 4,
                  kind: 'RETURN',
                  status: 'REFUNDED',
                  reason: 'The seal was broken',
                  createdAt: '2026-11-13T10:00:00.000Z',
                  lines: [
                    {
                      id: 9,
                      orderLineId: 1,
                      name: 'Tulsi Green Tea',
                      quantity: 1,
                      receivedAt: '2026-11-15T10:00:00.000Z',
                      isRestockable: true,
                    },
                  ],
                  bankAccount: {
                    holderName: 'Asha Rao',
                    accountNumber: '•••• 8901',
                    ifsc: 'HDFC0001234',
                  },
                  upiId: null,
                  refund: {
                    amount: 261.98,
                    method: 'BANK_TRANSFER',
                    reference: 'UTR 998877',
                    refundedAt: '2026-11-16T10:00:00.000Z',
                    creditNote: { id: 2, serial: 'PGM/CN/26-27/000002' },
                  },
                },
              ],
            }),
          });
        return undefined;
      },
    });
    const refund = await screen.findByTestId('refund-summary');
    expect(refund).toHaveTextContent('₹261.98');
    expect(refund).toHaveTextContent('Bank transfer');
    expect(refund).toHaveTextContent('UTR 998877');
    expect(refund).toHaveTextContent('PGM/CN/26-27/000002');
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });
});
