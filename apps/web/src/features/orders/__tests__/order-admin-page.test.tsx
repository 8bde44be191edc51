import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildAdminOrder, buildUser } from '../../../testing';

const order = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail =>
  buildAdminOrder({
    status: 'PACKED',
    events: [
      { status: 'PLACED', at: '2026-11-20T10:00:00.000Z', by: 'SHOPPER', note: null },
      { status: 'CONFIRMED', at: '2026-11-20T11:00:00.000Z', by: 'ADMIN', note: null },
      { status: 'PACKED', at: '2026-11-20T12:00:00.000Z', by: 'ADMIN', note: null },
    ],
    nextStatuses: ['SHIPPED', 'CANCELLED'],
    ...overrides,
  });

describe('console order page', () => {
  it('offers only the moves the state machine allows; shipping needs courier and tracking', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    renderApp('/dashboard/orders/PGM-2026-000007', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        if (url === '/api/admin/orders/PGM-2026-000007')
          return json({ success: true, data: order() });
        if (url === '/api/admin/orders/7/status') {
          posted.push(JSON.parse(String(init?.body)));
          return json({
            success: true,
            data: order({
              status: 'SHIPPED',
              courier: 'Delhivery',
              trackingNumber: 'DLV123',
              nextStatuses: ['DELIVERED'],
              canCancel: false,
            }),
          });
        }
        return undefined;
      },
    });
    const select = await screen.findByLabelText('New status');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a status', 'Shipped', 'Cancelled']);
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('Packed');

    await user.selectOptions(select, 'SHIPPED');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(
      await screen.findAllByText(
        'Enter the courier and the tracking number to mark the order shipped.',
      ),
    ).toHaveLength(2);
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText('Courier'), 'Delhivery');
    await user.type(screen.getByLabelText('Tracking number'), 'DLV123');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByTestId('order-tracking')).toHaveTextContent(
      'Shipped with Delhivery, tracking number DLV123',
    );
    expect(posted).toEqual([{ status: 'SHIPPED', courier: 'Delhivery', trackingNumber: 'DLV123' }]);
    const after = within(screen.getByLabelText('New status')).getAllByRole('option');
    expect(after.map((option) => option.textContent)).toEqual(['Choose a status', 'Delivered']);
  });
});
