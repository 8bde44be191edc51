import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/render-app';
import { buildAddress, buildCheckoutSummary, buildOrder, buildUser } from '../../../testing';

const summary = buildCheckoutSummary();
const placedOrder = buildOrder();

afterEach(() => localStorage.clear());

describe('checkout page', () => {
  it('preselects the Deliver Here address and places one order per attempt, keyed', async () => {
    localStorage.setItem('saathi.v1.deliveryAddressId', '2');
    const user = userEvent.setup();
    const orderCalls: RequestInit[] = [];
    let answer: (response: Response) => void = () => {};
    const { location } = renderApp('/checkout', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/checkout') return json({ success: true, data: summary });
        if (url === '/addresses')
          return json({
            flag: true,
            data: [buildAddress({ isDefault: true }), buildAddress({ id: 2 })],
            error: null,
          });
        if (url === '/api/orders' && init?.method === 'POST') {
          orderCalls.push(init);
          return new Promise<Response>((resolve) => {
            answer = resolve;
          }) as unknown as Response;
        }
        if (url === '/api/cart/user/1') return json({ cartItems: [] });
        return undefined;
      },
    });
    const choices = await screen.findAllByTestId('checkout-address');
    expect(within(choices[1]!).getByRole('radio')).toBeChecked();
    expect(within(choices[0]!).getByRole('radio')).not.toBeChecked();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹523.95');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

    const place = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    expect(screen.getByRole('button', { name: 'Placing your order...' })).toBeDisabled();
    answer(json({ success: true, data: { order: placedOrder, razorpay: null } }, 201));
    await waitFor(() => expect(location().pathname).toBe('/manage/orders/PGM-2026-000007'));
    expect(orderCalls).toHaveLength(1);
    const [call] = orderCalls;
    expect(JSON.parse(String(call!.body))).toEqual({ addressId: 2, paymentMethod: 'COD' });
    expect((call!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows why an order cannot be placed yet and keeps the button off', async () => {
    renderApp('/checkout', {
      user: buildUser(),
      fetch: (url) => {
        if (url === '/api/checkout')
          return json({
            success: true,
            data: {
              ...summary,
              canPlaceOrder: false,
              blockingReason:
                'Some items in your cart need your attention before you can check out.',
            },
          });
        if (url === '/addresses')
          return json({ flag: true, data: [buildAddress({ isDefault: true })], error: null });
        return undefined;
      },
    });
    expect(await screen.findByText(/Some items in your cart need your attention/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Review your cart' })).toHaveAttribute(
      'href',
      '/manage/cart',
    );
  });
});
