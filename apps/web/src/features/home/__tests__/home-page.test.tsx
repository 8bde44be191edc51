import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/render-app';

describe('home page', () => {
  it('shows the catalogue sections when the catalogue has items', async () => {
    renderApp('/', {
      fetch: (url) => {
        if (url === '/api/categories')
          return json({
            data: [{ id: 1, name: 'Wellness', categoryUniqueName: 'wellness' }],
            errors: [],
          });
        if (url === '/api/products')
          return json({
            data: [{ id: 7, name: 'Tulsi Drops', price: 249.5, points: 12, images: [] }],
            errors: [],
          });
        return undefined;
      },
    });
    // The sections hold their place with skeletons until the catalogue answers.
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(await within(categories).findByRole('link', { name: 'Wellness' })).toHaveAttribute(
      'href',
      '/products/wellness',
    );
    const products = await screen.findByRole('region', { name: 'Popular products' });
    expect(await within(products).findByRole('link', { name: 'Tulsi Drops' })).toHaveAttribute(
      'href',
      '/product-details-page/7',
    );
    expect(within(products).getByText('₹249.50')).toBeInTheDocument();
  });

  it('leaves the catalogue sections out when there is no catalogue', async () => {
    const { fetchMock } = renderApp('/');
    await screen.findByTestId('home-hero');
    await screen.findByRole('region', { name: /business works/ });
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/products', expect.anything()),
    );
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Shop by category' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Popular products' })).not.toBeInTheDocument();
    });
    expect(document.body).not.toHaveTextContent(/coming soon|lorem/i);
  });
});
