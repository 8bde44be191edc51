import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COUPON_TEXTS } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildAddress, buildCheckoutSummary, buildOrder, buildUser } from '../../../testing';

const summary = buildCheckoutSummary();

// 10% of 499 is 49.90; 5% of 449.10 is 22.455 → 22.46; 449.10 + 22.46 = 471.56.
const discounted = buildCheckoutSummary({
  discount: 49.9,
  coupon: { code: 'DIWALI10', offer: '10% off' },
  fee: 22.46,
  total: 471.56,
});
const address = buildAddress({ isDefault: true });
const refusal = (status: number, message: string) =>
  json(
    {
      success: false,
      error: { code: 'VALIDATION_FAILED', message, fields: { couponCode: message } },
    },
    status,
  );

describe('the checkout coupon field', () => {
  it('shows the server reason, applies a code with its discount, places the order with it, removes it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const orders: unknown[] = [];
    const { location } = renderApp('/checkout', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/checkout') return json({ success: true, data: summary });
        if (url === '/addresses') return json({ flag: true, data: [address], error: null });
        if (url === '/api/checkout/coupon') {
          const body = JSON.parse(String(init!.body));
          sent.push(body);
          return body.couponCode === 'diwali10'
            ? json({ success: true, data: discounted })
            : refusal(400, COUPON_TEXTS.expired('2026-01-31'));
        }
        if (url === '/api/orders') {
          orders.push(JSON.parse(String(init!.body)));
          return json({ success: true, data: { order: buildOrder(), razorpay: null } }, 201);
        }
        if (url === '/api/cart/user/1') return json({ cartItems: [] });
        return undefined;
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(COUPON_TEXTS.enterCode)).toBeVisible();

    await user.type(box, 'OLD2025');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon expired on 31 Jan 2026.')).toBeVisible();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹523.95');

    await user.clear(box);
    await user.type(box, 'diwali10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(COUPON_TEXTS.applied('DIWALI10'))).toBeVisible();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('−₹49.90');
    expect(screen.getByTestId('cart-fee')).toHaveTextContent('₹22.46');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹471.56');
    expect(sent).toEqual([{ couponCode: 'OLD2025' }, { couponCode: 'diwali10' }]);

    await user.click(screen.getByRole('button', { name: 'Remove coupon DIWALI10' }));
    // The code stays in the box, to apply again.
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('diwali10');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹523.95');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('cart-discount');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(location().pathname).toBe('/manage/orders/PGM-2026-000007'));
    expect(orders).toEqual([{ addressId: 1, paymentMethod: 'COD', couponCode: 'DIWALI10' }]);
  });
});
