import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/render-app';
import { buildProductDetail, buildProductVariant, buildUser } from '../../../testing';
import { setLanguage, translate } from '../../../lib/i18n/i18n';
import { kindDetailRows } from '../components/kind-details';

const LAZY_PAGE = { timeout: 5000 };

const detail = buildProductDetail({
  id: 5,
  brandId: 3,
  name: 'Cotton Kurta',
  description: 'Soft everyday kurta.',
  price: 899,
  points: 40,
  pointDescription: 'Counts towards your monthly BV.',
  images: [
    { thumb: '/a-t.webp', card: '/a-c.webp', full: '/a-f.webp' },
    { thumb: '/b-t.webp', card: '/b-c.webp', full: '/b-f.webp' },
  ],
  isLowStock: true,
  sizes: ['S', 'M', 'L'],
  clothingDetails: {
    fabric: 'Cotton',
    fit: 'regular',
    care: ['Machine wash cold', 'Dry in shade'],
    gender: 'men',
    sizes: ['S', 'M', 'L'],
    colour: '',
  },
  variants: [
    buildProductVariant({ id: 51, label: 'S', sku: 'KUR-S', price: 899, mrp: 899 }),
    buildProductVariant({
      id: 52,
      label: 'M',
      sku: 'KUR-M',
      price: 949,
      mrp: 1099,
      discountPercent: 13,
      isLowStock: true,
    }),
    buildProductVariant({ id: 53, label: 'L', sku: 'KUR-L', price: 949, inStock: false }),
  ],
  categoryUniqueName: 'clothing',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

const handler = (url: string) => {
  if (url === '/api/products/5') return json({ data: detail, errors: [] });
  if (url === '/api/brands') return json({ data: [{ id: 3, name: 'Saathi Wear' }], errors: [] });
  if (url.startsWith('/api/products?')) {
    return json({
      data: [detail, { ...detail, id: 6, name: 'Linen Shirt' }],
      errors: [],
      meta: { page: 1, limit: 5, total: 2 },
    });
  }
  return undefined;
};

describe('kind details', () => {
  it('lists only filled fields with human labels, booleans as Yes/No, in the language shown', async () => {
    expect(
      kindDetailRows(
        {
          cosmeticProducts: {
            skinTypes: ['dry', 'oily'],
            volumeMl: 100,
            keyIngredients: [],
            isDermatologicallyTested: true,
            isCrueltyFree: false,
          },
        },
        translate,
      ),
    ).toEqual([
      { label: 'Skin types', value: 'Dry, Oily' },
      { label: 'Volume', value: '100 ml' },
      { label: 'Dermatologically tested', value: 'Yes' },
      { label: 'Cruelty free', value: 'No' },
    ]);
    await setLanguage('hi');
    expect(
      kindDetailRows(
        {
          medicalEquipment: {
            modelNumber: 'BP-1',
            warrantyMonths: 12,
            certifications: [],
            inTheBox: ['Cuff'],
          },
        },
        translate,
      ),
    ).toEqual([
      { label: 'मॉडल नंबर', value: 'BP-1' },
      { label: 'वारंटी', value: '12 महीने' },
      { label: 'डिब्बे में क्या है', value: 'Cuff' },
    ]);
  });
});

describe('product details page', () => {
  it('shows the gallery, prices, kind details, sizes and related products', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/product-details-page/5', { fetch: handler });
    const root = await screen.findByTestId('product-details', {}, LAZY_PAGE);
    expect(within(root).getByRole('heading', { level: 1, name: 'Cotton Kurta' })).toBeVisible();
    expect(root).toHaveTextContent('₹899.00');
    expect(root).toHaveTextContent('40 BV');
    expect(root).toHaveTextContent('Counts towards your monthly BV.');
    expect(await within(root).findByText('by Saathi Wear')).toBeInTheDocument();
    expect(within(root).getAllByText('Only a few left')[0]).toBeInTheDocument();

    const main = within(root).getByTestId('gallery-main');
    expect(main).toHaveAttribute('src', '/a-f.webp');
    expect(main).toHaveAttribute('width', '800');
    await user.click(within(root).getByRole('button', { name: 'Show image 2 of 2' }));
    expect(within(root).getByTestId('gallery-main')).toHaveAttribute('src', '/b-f.webp');

    const list = root.querySelector('dl')!;
    const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Fabric', 'Fit', 'Care', 'For']);
    expect(list).toHaveTextContent('Machine wash cold, Dry in shade');

    // Several sizes: nothing is chosen for the shopper, and Add to cart says why it waits.
    const chooser = within(root).getByRole('group', { name: 'Size' });
    expect(within(chooser).getAllByRole('radio')).toHaveLength(3);
    expect(within(root).getByTestId('product-price')).toHaveTextContent('From ₹899.00');
    const add = within(root).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose a size or pack first.');
    const medium = within(chooser).getByRole('radio', { name: /^M/ });
    expect(medium).toHaveAccessibleDescription('₹949.00 · Only a few left');
    await user.click(medium);
    expect(medium).toBeChecked();
    const price = within(root).getByTestId('product-price');
    expect(price).toHaveTextContent('₹949.00');
    expect(price.querySelector('s')).toHaveTextContent('₹1,099.00');
    expect(price).toHaveTextContent('13% off');
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
    await user.click(within(chooser).getByRole('radio', { name: /^L/ }));
    expect(within(root).getAllByTestId('stock-badge')[0]).toHaveTextContent('Out of stock');
    expect(add).toBeDisabled();
    await user.click(medium);

    await user.click(within(root).getByRole('button', { name: 'Increase quantity' }));
    expect(within(root).getByTestId('quantity')).toHaveTextContent('2');

    const related = await within(root).findByRole('region', { name: 'Related products' });
    expect(within(related).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(related).getByText('Linen Shirt')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/products?category=1&limit=5', expect.anything());

    // Signed out, Add to cart asks them to sign in first.
    await user.click(within(root).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', {}, LAZY_PAGE)).toBeInTheDocument();
  });

  it('adds the chosen quantity to the cart of a signed-in person; the badge counts its units', async () => {
    const user = userEvent.setup();
    const line = {
      id: 31,
      productId: 5,
      variantId: 52,
      variantLabel: 'M',
      quantity: 2,
      productName: 'Cotton Kurta',
      productPrice: 899,
      productImage: '/a-c.webp',
      points: 40,
      issue: null,
    };
    let cartItems: (typeof line)[] = [];
    const { fetchMock } = renderApp('/product-details-page/5', {
      user: buildUser(),
      fetch: (url, init) => {
        if (url === '/api/cart' && init?.method === 'POST') {
          cartItems = [line];
          return json({ success: true, data: line });
        }
        if (url === '/api/cart/user/1') return json({ cartItems });
        return handler(url);
      },
    });
    const root = await screen.findByTestId('product-details', {}, LAZY_PAGE);
    await user.click(within(root).getByRole('radio', { name: /^M/ }));
    await user.click(within(root).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(root).getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Product added to cart successfully', {}, LAZY_PAGE),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart',
      expect.objectContaining({
        body: JSON.stringify({ productId: 5, variantId: 52, quantity: 2 }),
      }),
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('reads live stock after sign-in: a product sold out since the cached read says so', async () => {
    const { fetchMock } = renderApp('/product-details-page/5', {
      user: buildUser(),
      fetch: (url: string) =>
        url.startsWith('/api/stores/availability?')
          ? json({
              data: [
                { productId: 5, inStock: false, isLowStock: false },
                { productId: 6, inStock: true, isLowStock: false },
              ],
              errors: [],
            })
          : handler(url),
    });
    const root = await screen.findByTestId('product-details', {}, LAZY_PAGE);
    const badge = within(root).getAllByTestId('stock-badge')[0]!;
    await waitFor(() => expect(badge).toHaveTextContent('Out of stock'));
    expect(within(root).queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/stores/availability?productIds=5',
      expect.anything(),
    );
  });

  it('leaves a visitor with the stock the product read carried, without asking again', async () => {
    const { fetchMock } = renderApp('/product-details-page/5', { fetch: handler });
    const root = await screen.findByTestId('product-details', {}, LAZY_PAGE);
    expect(within(root).getAllByTestId('stock-badge')[0]).toHaveTextContent('Only a few left');
    await screen.findAllByText('Linen Shirt');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('/api/stores/availability'))).toBe(false);
  });

  it('shows the not-found page for a hidden or deleted product', async () => {
    renderApp('/product-details-page/99');
    expect(await screen.findByTestId('not-found', {}, LAZY_PAGE)).toBeInTheDocument();
  });
});
