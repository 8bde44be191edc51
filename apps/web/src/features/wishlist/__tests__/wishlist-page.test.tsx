import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const kept = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  productId: 5,
  name: 'Tulsi Green Tea',
  price: 249.5,
  image: null,
  points: 20,
  isAvailable: true,
  inStock: true,
  isLowStock: false,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('wishlist page', () => {
  it('lists kept products with price and stock; moves one to the cart, removes the other', async () => {
    const user = userEvent.setup();
    let items = [kept(), kept({ productId: 6, name: 'Amla Juice', price: 120, inStock: false })];
    const cart: unknown[] = [];
    renderApp('/wishlist', {
      user: buildUser(),
      fetch: (url, init) => {
        const method = init?.method ?? 'GET';
        if (url === '/api/wishlist') return json({ success: true, data: items });
        if (url === '/api/wishlist/5/move-to-cart' && method === 'POST') {
          cart.push({ id: 1, productId: 5, quantity: 1 });
          return json({ success: true, data: cart[0] });
        }
        if (url === '/api/wishlist/6' && method === 'DELETE') {
          items = items.filter((item) => item.productId !== 6);
          return json({ success: true, data: { productId: 6, isInWishlist: false } });
        }
        if (url === '/api/cart/user/1') return json({ cartItems: cart });
        return undefined;
      },
    });
    const rows = await screen.findAllByTestId('wishlist-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('₹249.50');
    expect(rows[0]).toHaveTextContent('In stock');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(within(rows[1]!).getByRole('button', { name: 'Move to cart' })).toBeDisabled();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('Moved to your cart')).toBeVisible();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Amla Juice from your wishlist' }));
    expect(await screen.findByText('Removed from your wishlist')).toBeVisible();
    expect(screen.queryAllByTestId('wishlist-item')).toHaveLength(0);
    expect(screen.getByText('Your wishlist is empty')).toBeVisible();
  });
});
