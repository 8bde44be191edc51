import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { json, renderApp } from '../../../test/render-app';
import { buildCartItem, buildUser } from '../../../testing';

const line = (overrides: Partial<CartItem> = {}) =>
  buildCartItem({ quantity: 1, productImage: '/tea-c.webp', ...overrides });
const serverError = () =>
  json({ success: false, error: { code: 'INTERNAL', message: 'Database down' } }, 500);

function cartServer(initial: CartItem[], options: { patch?: () => Response } = {}) {
  let items = initial;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetch = (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/cart/user/1') return json({ cartItems: items });
    const id = Number(url.split('/').pop());
    if (method === 'PATCH') {
      if (options.patch) return options.patch();
      items = items.map((item) => (item.id === id ? { ...item, ...body, issue: null } : item));
      return json({ success: true, data: items.find((item) => item.id === id) });
    }
    if (method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return json({ success: true, data: { id } });
    }
    return undefined;
  };
  return { fetch, calls };
}

describe('cart page', () => {
  it('shows the lines with subtotal, 5% fee and total; + shows at once and syncs; remove', async () => {
    const user = userEvent.setup();
    const server = cartServer([
      line(),
      line({ id: 12, productId: 6, productName: 'Amla Juice', productPrice: 120 }),
    ]);
    renderApp('/manage/cart', { user: buildUser(), fetch: server.fetch });
    const rows = await screen.findAllByTestId('cart-line');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹369.50');
    expect(screen.getByTestId('cart-fee')).toHaveTextContent('₹18.48');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹387.98');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(within(rows[0]!).getByTestId('cart-line-price')).toHaveTextContent('₹249.50');
    expect(within(rows[0]!).getByTestId('cart-line-total')).toHaveTextContent('₹249.50');

    const tea = rows[0]!;
    await user.click(
      within(tea).getByRole('button', { name: 'Increase quantity of Tulsi Green Tea' }),
    );
    await user.click(
      within(tea).getByRole('button', { name: 'Increase quantity of Tulsi Green Tea' }),
    );
    // Shown at once, then saved once the clicks stop (the last save carries the last count).
    // 3 × ₹249.50 + ₹120 = ₹868.50; the fee ₹43.425 rounds half up to ₹43.43.
    expect(within(tea).getByTestId('cart-line-quantity')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹911.93');
    // Units, as the checkout counts them, in the summary and the badge; the line's own total.
    expect(screen.getByText('Subtotal (4 items)')).toBeVisible();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
    expect(within(tea).getByTestId('cart-line-price')).toHaveTextContent('₹249.50');
    expect(within(tea).getByTestId('cart-line-total')).toHaveTextContent('₹748.50');
    await waitFor(() => expect(tea).not.toHaveAttribute('aria-busy'));
    const saves = server.calls.filter((call) => call.method === 'PATCH');
    expect(saves.at(-1)).toEqual({ method: 'PATCH', url: '/api/cart/11', body: { quantity: 3 } });
    expect(within(tea).getByTestId('cart-line-quantity')).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Remove Amla Juice' }));
    expect(await screen.findByText(MESSAGES.cart.removed)).toBeVisible();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(server.calls).toContainEqual({ method: 'DELETE', url: '/api/cart/12', body: undefined });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByText('Subtotal (3 items)')).toBeVisible();
  });

  it('flags a line whose price changed and blocks checkout until the price is accepted', async () => {
    const user = userEvent.setup();
    const server = cartServer([
      line({
        productPrice: 260,
        issue: {
          code: 'PRICE_CHANGED',
          message: 'The price changed from ₹249.50 to ₹260.00. Accept the new price to continue.',
          previousPrice: 249.5,
        },
      }),
    ]);
    renderApp('/manage/cart', { user: buildUser(), fetch: server.fetch });
    const issue = await screen.findByTestId('cart-line-issue');
    expect(issue).toHaveTextContent('The price changed from ₹249.50 to ₹260.00');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Some items in your cart need your attention before you can check out.'),
    ).toBeVisible();

    await user.click(within(issue).getByRole('button', { name: 'Accept new price' }));
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
    expect(server.calls).toContainEqual({
      method: 'PATCH',
      url: '/api/cart/11',
      body: { quantity: 1 },
    });
  });

  it('says so when a quantity could not be saved, and shows the server cart again', async () => {
    const user = userEvent.setup();
    const server = cartServer([line()], { patch: serverError });
    renderApp('/manage/cart', { user: buildUser(), fetch: server.fetch });
    const row = await screen.findByTestId('cart-line');
    await user.click(
      within(row).getByRole('button', { name: 'Increase quantity of Tulsi Green Tea' }),
    );
    expect(await screen.findByText(MESSAGES.cart.syncFailed)).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('cart-line')).getByTestId('cart-line-quantity'),
      ).toHaveTextContent('1'),
    );
  });

  it('decreasing below 1 removes the line', async () => {
    const user = userEvent.setup();
    const server = cartServer([line()]);
    renderApp('/manage/cart', { user: buildUser(), fetch: server.fetch });
    const row = await screen.findByTestId('cart-line');
    await user.click(
      within(row).getByRole('button', { name: 'Decrease quantity of Tulsi Green Tea' }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(server.calls).toContainEqual({ method: 'DELETE', url: '/api/cart/11', body: undefined });
  });
});
