import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@saathi/shared';
import { emitSignedIn, emitSignedOut } from '../../auth/session-events';
import { json, mockFetch, testUser } from '../../../test/render-app';
import { setAccessToken } from '../../../lib/auth-token';
import { addAfterSignIn, clearCart, getCartSnapshot, subscribeCart } from '../cart-store';

const line: CartItem = {
  id: 11,
  productId: 5,
  quantity: 2,
  productName: 'Tulsi Green Tea',
  productPrice: 249.5,
  productImage: null,
  points: 20,
  issue: null,
};

const settled = () =>
  new Promise<void>((resolve) => {
    const stop = subscribeCart(() => {
      if (getCartSnapshot().status === 'ready') {
        stop();
        resolve();
      }
    });
  });

afterEach(() => {
  clearCart();
  setAccessToken(null);
});

describe('the cart in the browser', () => {
  it('loads the server cart on sign-in and forgets it on sign-out', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/cart/user/1' ? json({ cartItems: [line] }) : undefined,
    );
    setAccessToken('token');
    const loaded = settled();
    emitSignedIn(testUser());
    await loaded;
    expect(getCartSnapshot()).toMatchObject({ userId: 1, status: 'ready', items: [line] });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    emitSignedOut();
    expect(getCartSnapshot()).toMatchObject({ userId: null, status: 'idle', items: [] });
  });

  it('adds what a signed-out shopper chose once they sign in', async () => {
    let items: CartItem[] = [];
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/cart' && init?.method === 'POST') {
        items = [{ ...line, quantity: 3 }];
        return json({ success: true, data: items[0] });
      }
      return url === '/api/cart/user/1' ? json({ cartItems: items }) : undefined;
    });
    setAccessToken('token');
    addAfterSignIn(5, 3);
    emitSignedIn(testUser());
    await expect.poll(() => getCartSnapshot().items[0]?.quantity, { timeout: 5000 }).toBe(3);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart',
      expect.objectContaining({ body: JSON.stringify({ productId: 5, quantity: 3 }) }),
    );
  });
});
