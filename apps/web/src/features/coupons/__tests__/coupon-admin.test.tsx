import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COUPON_TEXTS, type AdminCoupon } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const saved: AdminCoupon = {
  id: 3,
  code: 'DIWALI10',
  description: 'Diwali offer',
  kind: 'PERCENT',
  percentOff: 10,
  amountOff: null,
  minOrder: 0,
  maxDiscount: 200,
  validFrom: '2026-11-01',
  validTo: null,
  totalUses: 100,
  usesPerCustomer: 1,
  categoryIds: [4],
  productIds: [],
  products: [],
  isFirstOrderOnly: false,
  isPaused: false,
  used: 7,
  offer: '10% off, up to ₹200.00',
  conditions: ['Only on Hair Care', 'Once per customer'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('console coupon form', () => {
  it('checks with the shared schema, shows the server’s field message, then saves and lists it', async () => {
    const user = userEvent.setup();
    const posted: Record<string, unknown>[] = [];
    const { location } = renderApp('/dashboard/coupons/new', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        if (url === '/api/categories') return json({ data: [{ id: 4, name: 'Hair Care' }] });
        if (url === '/api/admin/coupons' && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return posted.length === 1
            ? json(
                {
                  success: false,
                  error: {
                    code: 'ALREADY_EXISTS',
                    message: COUPON_TEXTS.codeTaken,
                    fields: { code: COUPON_TEXTS.codeTaken },
                  },
                },
                409,
              )
            : json({ success: true, data: saved }, 201);
        }
        if (url === '/api/admin/coupons') return json({ success: true, data: [saved] });
        return undefined;
      },
    });
    await user.type(await screen.findByLabelText('Code'), 'diwali 10');
    await user.type(screen.getByLabelText('Description (optional)'), 'Diwali offer');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_TEXTS.percentRange)).toBeVisible();
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.type(screen.getByLabelText('Maximum discount (₹, optional)'), '200');
    await user.type(screen.getByLabelText('Total uses (optional)'), '100');
    await user.click(await screen.findByLabelText('Hair Care'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findAllByText(COUPON_TEXTS.codeTaken)).not.toHaveLength(0);
    expect(posted[0]).toMatchObject({
      code: 'DIWALI10',
      kind: 'PERCENT',
      percentOff: 10,
      amountOff: null,
      maxDiscount: '200',
      totalUses: 100,
      usesPerCustomer: 1,
      categoryIds: [4],
      productIds: [],
    });

    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/coupons'));
    const row = await screen.findByTestId('admin-coupon-row');
    expect(row).toHaveTextContent('10% off, up to ₹200.00');
    expect(row).toHaveTextContent('7 of 100');
    expect(row).toHaveTextContent('Active');
  });
});
