import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopFirstPagePath, type ProductSummary } from '@saathi/shared';
import { json, renderApp } from '../../../test/render-app';
import { buildProduct } from '../../../testing';
import { readCatalogueState, withChanges } from '../catalogue-params';

const LAZY_PAGE = { timeout: 5000 };

const product = (id: number, overrides: Partial<ProductSummary> = {}) =>
  buildProduct({
    id,
    description: '',
    price: 1249.5,
    images: [{ thumb: `/t${id}.webp`, card: `/c${id}.webp`, full: `/f${id}.webp` }],
    ...overrides,
  });

const categories = [{ id: 1, name: 'Wellness', categoryUniqueName: 'wellness' }];
const brands = [{ id: 3, name: 'Saathi Herbals' }];

function catalogue(products = [product(1)], total = products.length) {
  const calls: URLSearchParams[] = [];
  const urls: string[] = [];
  const handler = (url: string) => {
    if (url === '/api/categories') return json({ data: categories, errors: [] });
    if (url === '/api/brands') return json({ data: brands, errors: [] });
    if (url.startsWith('/api/products?') || url === '/api/products') {
      const params = new URLSearchParams(url.split('?')[1] ?? '');
      calls.push(params);
      urls.push(url);
      return json({
        data: products,
        errors: [],
        meta: { page: Number(params.get('page') ?? 1), limit: 20, total },
      });
    }
    return undefined;
  };
  return { handler, calls, urls };
}

describe('catalogue URL state', () => {
  it('reads valid values only and resets the page when a filter changes', () => {
    const state = readCatalogueState(
      new URLSearchParams('page=3&sort=price_asc&brand=x&minPrice=10&maxPrice=abc&inStock=true'),
    );
    expect(state).toMatchObject({
      page: 3,
      sort: 'price_asc',
      brand: '',
      minPrice: '10',
      maxPrice: '',
      inStock: true,
    });
    const params = new URLSearchParams('page=3&sort=name');
    expect(withChanges(params, { brand: '3' }).toString()).toBe('sort=name&brand=3');
    expect(withChanges(params, { page: '4' }).get('page')).toBe('4');
    expect(withChanges(params, { sort: null }).toString()).toBe('');
  });
});

describe('products page', () => {
  it('renders cards with price in ₹, BV, a stock badge and a sized image, lazy past the first row', async () => {
    const { handler } = catalogue([
      product(1),
      product(2, { isLowStock: true }),
      product(3, { inStock: false }),
    ]);
    renderApp('/products', { fetch: handler });
    const cards = await screen.findAllByTestId('product-card', {}, LAZY_PAGE);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('₹1,249.50');
    expect(cards[0]).toHaveTextContent('12 BV');
    expect(within(cards[0]).getByTestId('stock-badge')).toHaveTextContent('In stock');
    expect(within(cards[1]).getByTestId('stock-badge')).toHaveTextContent('Only a few left');
    expect(within(cards[2]).getByTestId('stock-badge')).toHaveTextContent('Out of stock');
    const image = cards[0].querySelector('img')!;
    // The first row's pictures are the first screen's largest paint (decision 0185).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('src', '/c1.webp');
    expect(cards[1].querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cards[2].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(cards[0]).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/product-details-page/1',
    );
  });

  it("asks first for the very address the page's HTML preloads", async () => {
    for (const [page, category] of [
      ['/products', undefined],
      ['/products/wellness', 'wellness'],
    ] as const) {
      const { handler, urls } = catalogue();
      const { unmount } = renderApp(page, { fetch: handler });
      await screen.findAllByTestId('product-card', {}, LAZY_PAGE);
      expect(urls[0]).toBe(shopFirstPagePath(category));
      unmount();
    }
  });

  it('keeps filters, sort and page in the URL and sends them to the API', async () => {
    const user = userEvent.setup();
    const { handler, calls } = catalogue([product(1)], 45);
    const { location } = renderApp('/products/wellness?page=2', { fetch: handler });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wellness' }, LAZY_PAGE),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.get('category')).toBe('wellness'));
    expect(calls.at(-1)?.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    expect(new URLSearchParams(location().search).get('sort')).toBe('price_desc');
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('price_desc'));

    await user.selectOptions(await screen.findByLabelText('Brand'), '3');
    await user.click(screen.getByLabelText('In stock only'));
    await user.type(screen.getByLabelText('Min price'), '100');
    await user.type(screen.getByLabelText('Max price'), '500{Enter}');
    const search = new URLSearchParams(location().search);
    expect(Object.fromEntries(search)).toEqual({
      sort: 'price_desc',
      brand: '3',
      inStock: 'true',
      minPrice: '100',
      maxPrice: '500',
    });
    await waitFor(() => expect(calls.at(-1)?.get('maxPrice')).toBe('500'));
    expect(calls.at(-1)?.get('inStock')).toBe('true');

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(new URLSearchParams(location().search).get('page')).toBe('3');

    await user.selectOptions(screen.getByLabelText('Category'), '');
    expect(location().pathname).toBe('/products');
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
    expect(new URLSearchParams(location().search).get('brand')).toBe('3');
  });

  it('shows the search heading, and an empty state that clears the filters', async () => {
    const user = userEvent.setup();
    const { handler, calls } = catalogue([]);
    const { location } = renderApp('/products?q=tulsi&inStock=true', { fetch: handler });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for "tulsi"' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.get('q')).toBe('tulsi');
    await screen.findByText('No products match these filters');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });

  it('shows an error panel with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp('/products', {
      fetch: (url) => {
        if (url.startsWith('/api/products')) {
          return fail
            ? json({ success: false, error: { code: 'INTERNAL', message: 'Server down' } }, 500)
            : json({ data: [product(9)], errors: [], meta: { page: 1, limit: 20, total: 1 } });
        }
        return undefined;
      },
    });
    const alert = await screen.findByRole('alert', {}, LAZY_PAGE);
    expect(alert).toHaveTextContent('Server down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('product-card')).toHaveTextContent('Product 9');
  });
});
