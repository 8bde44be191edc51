import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@saathi/shared';
import { SessionProvider, useSession } from '../../features/auth';
import { chooseBeforeSignIn, clearCart, forgetChosen, useCart } from '../../features/cart';
import { json, mockFetch } from '../../test/render-app';
import { buildCartItem, buildUser } from '../../testing';
import { useCartSession } from '../use-cart-session';

const line = buildCartItem();

function Probe() {
  useCartSession();
  const session = useSession();
  const { count, items } = useCart();
  return (
    <>
      <p data-testid="count">{count}</p>
      <p data-testid="quantity">{items[0]?.quantity ?? 0}</p>
      <button onClick={() => session.signIn({ token: 'token', user: buildUser() })}>In</button>
      <button onClick={() => void session.signOut()}>Out</button>
    </>
  );
}

afterEach(() => clearCart());

describe('the cart and the session', () => {
  it('loads the server cart on sign-in and forgets it on sign-out', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url === '/api/cart/user/1' ? json({ cartItems: [line] }) : undefined));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'In' }));
    // One line of two units: the badge counts units.
    expect(await screen.findByText('2', { selector: '[data-testid="count"]' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Out' }));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it('adds what a signed-out shopper chose once they sign in', async () => {
    const user = userEvent.setup();
    let items: CartItem[] = [];
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/cart' && init?.method === 'POST') {
        items = [{ ...line, quantity: 3 }];
        return json({ success: true, data: items[0] });
      }
      return url === '/api/cart/user/1' ? json({ cartItems: items }) : undefined;
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    chooseBeforeSignIn(5, 3);
    await user.click(screen.getByRole('button', { name: 'In' }));
    // The login modal closes (and forgets the choice) while the cart is still loading.
    forgetChosen();
    expect(await screen.findByText('3', { selector: '[data-testid="quantity"]' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart',
      expect.objectContaining({ body: JSON.stringify({ productId: 5, quantity: 3 }) }),
    );
  });
});
