import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductSummary } from '@saathi/shared';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import {
  buildBrand,
  buildCategory,
  buildImage,
  buildProduct,
  buildProductDetail,
  buildUser,
} from '../../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };

const admin = buildUser({ roles: ['ADMIN'] });

const summary = (id: number, overrides: Partial<ProductSummary> = {}) =>
  buildProduct({ id, categoryId: 10, ...overrides });
const detail = (id: number, overrides: Partial<Product> = {}) =>
  buildProductDetail({ id, categoryId: 10, ...overrides });

const CATEGORIES = [
  buildCategory({ id: 10, name: 'Personal care', categoryUniqueName: 'personal-care' }),
  buildCategory({ id: 11, name: 'Health', categoryUniqueName: 'health' }),
  buildCategory({ id: 12, name: 'Old range', categoryUniqueName: 'old-range', isDeleted: true }),
];
const BRANDS = [
  buildBrand({ id: 1, name: 'Saathi Herbals' }),
  buildBrand({ id: 2, name: 'Old brand', isDeleted: true }),
];

const ok = (data: unknown, status = 200) => json({ data, errors: [] }, status);

/** The catalogue API for the console: a list of `total` products, and every write answered. */
function catalogueApi(
  options: {
    total?: number;
    product?: Product;
    write?: (init: RequestInit) => Response | undefined;
  } = {},
) {
  const { total = 45, product = detail(7) } = options;
  return (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (parsed.pathname === '/api/categories') return ok(CATEGORIES);
    if (parsed.pathname === '/api/brands') return ok(BRANDS);
    if (parsed.pathname === '/api/products' && method === 'GET') {
      const page = Number(parsed.searchParams.get('page'));
      const limit = Number(parsed.searchParams.get('limit'));
      const start = (page - 1) * limit;
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) =>
        summary(start + i + 1),
      );
      return json({ data: items, errors: [], meta: { page, limit, total } });
    }
    const one = /^\/api\/products\/(\d+)$/.exec(parsed.pathname);
    if (one && method === 'GET') return ok({ ...product, id: Number(one[1]) });
    if (one && method === 'DELETE') return ok({ id: Number(one[1]), isDeleted: true });
    if ((one && method === 'PUT') || (parsed.pathname === '/api/products' && method === 'POST')) {
      return options.write?.(init!) ?? ok(product, method === 'POST' ? 201 : 200);
    }
    return undefined;
  };
}

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];
const callsTo = (fetchMock: FetchMock, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const sentForm = (fetchMock: FetchMock, method: string) => {
  const [call] = callsTo(fetchMock, method);
  return call![1]!.body as FormData;
};

describe('products console: the list', () => {
  it('lists every product with its state and pages through them', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/products', {
      user: admin,
      fetch: (url, init) => {
        const parsed = new URL(url, 'http://localhost');
        if (parsed.pathname === '/api/products' && parsed.searchParams.get('page') === '1') {
          return json({
            data: [
              summary(1),
              summary(2, { inStock: true, isLowStock: true, brandId: null, price: 123456 }),
              summary(3, { inStock: false, isVisible: false, isDeleted: true, images: [] }),
            ],
            errors: [],
            meta: { page: 1, limit: 20, total: 45 },
          });
        }
        return catalogueApi()(url, init);
      },
    });
    const table = await screen.findByTestId('products-table', undefined, LAZY_PAGE);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/products?includeHidden=true&page=1&limit=20',
      expect.anything(),
    );
    const rows = within(table).getAllByTestId('product-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('img', { name: 'Product 1' })).toHaveAttribute(
      'src',
      '/uploads/p1-thumb.webp',
    );
    await waitFor(() => expect(rows[0]).toHaveTextContent('Personal care'));
    expect(rows[0]).toHaveTextContent('Saathi Herbals');
    expect(rows[0]).toHaveTextContent('₹1,299.50');
    expect(rows[0]).toHaveTextContent('In stock');
    expect(rows[0]).toHaveTextContent('Visible');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('₹1,23,456.00');
    expect(rows[1]).toHaveTextContent('Low stock');
    expect(rows[2]).toHaveTextContent('Out of stock');
    expect(rows[2]).toHaveTextContent('Hidden');
    expect(rows[2]).toHaveTextContent('Deleted');
    expect(within(rows[2]!).getByRole('button', { name: 'Restore Product 3' })).toBeVisible();
    expect(within(rows[2]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Product 1' })).toHaveAttribute(
      'href',
      '/dashboard/products/1',
    );
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/dashboard/products/new',
    );
    expect(screen.getByText('45 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('products-table')).getAllByTestId('product-row'),
      ).toHaveLength(5),
    );
    expect(location().search).toContain('page=3');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/products?includeHidden=true&page=3&limit=20',
      expect.anything(),
    );
  });

  it('keeps the search, sort and category in the URL and the query', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/products?page=2', {
      user: admin,
      fetch: catalogueApi(),
    });
    await screen.findByTestId('products-table', undefined, LAZY_PAGE);
    await user.type(screen.getByLabelText('Search products'), 'neem soap');
    await waitFor(() => expect(location().search).toContain('q=neem+soap'));
    expect(location().search).not.toContain('page=');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await user.selectOptions(screen.getByLabelText('Category'), 'Health');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/products?includeHidden=true&page=1&limit=20&sort=price_asc&category=11&q=neem+soap',
        expect.anything(),
      ),
    );
    expect(location().search).toContain('sort=price_asc');
    expect(location().search).toContain('category=11');
    // Every option has a readable name.
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Newest (best match when searching)',
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Name',
      'Popularity',
    ]);
  });

  it('shows the empty state and the error with a retry', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderApp('/dashboard/products', {
      user: admin,
      fetch: (url, init) => {
        if (url.startsWith('/api/products?') && fail) {
          return json(
            { success: false, error: { code: 'INTERNAL', message: 'Database down' } },
            500,
          );
        }
        return catalogueApi({ total: 0 })(url, init);
      },
    });
    expect(await screen.findByRole('alert', undefined, LAZY_PAGE)).toHaveTextContent(
      'Database down',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products yet')).toBeVisible();
  });

  it('asks before deleting, then deletes; restores a deleted product', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/products', {
      user: admin,
      fetch: (url, init) => {
        const parsed = new URL(url, 'http://localhost');
        if (parsed.pathname === '/api/products' && (init?.method ?? 'GET') === 'GET') {
          return json({
            data: [summary(1), summary(2, { isDeleted: true, price: 499 })],
            errors: [],
            meta: { page: 1, limit: 20, total: 2 },
          });
        }
        return catalogueApi()(url, init);
      },
    });
    await screen.findByTestId('products-table', undefined, LAZY_PAGE);

    await user.click(screen.getByRole('button', { name: 'Delete Product 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('“Product 1” will be hidden from the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog unmounts after Ariakit's close, a moment later on a loaded machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Product 1' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Product 1 deleted');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/products/1']);

    await user.click(screen.getByRole('button', { name: 'Restore Product 2' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT')[0]![0]).toBe('/api/products/2');
    const sent = sentForm(fetchMock, 'PUT');
    expect(Object.fromEntries(sent.entries())).toEqual({
      name: 'Product 2',
      categoryId: '10',
      price: '499.00',
      isDeleted: 'false',
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('toast-success').at(-1)).toHaveTextContent('Product 2 restored'),
    );
  });
});

describe('products console: the editor', () => {
  const created: string[] = [];
  beforeEach(() => {
    let next = 0;
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${++next}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    created.length = 0;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  const png = (name: string) => new File(['png'], name, { type: 'image/png' });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/products/new', {
      user: admin,
      fetch: catalogueApi(),
    });
    const save = await screen.findByRole('button', { name: 'Save product' }, LAZY_PAGE);
    await user.click(save);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category');
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Add at least one image')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Price (₹)'), '12.345');
    expect(
      screen.getByText('Enter the price in rupees with at most 2 decimals'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Points (BV)'));
    await user.type(screen.getByLabelText('Points (BV)'), '2.5');
    expect(screen.getByText('Points must be a whole number, 0 or more')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('HSN code'));
    await user.type(screen.getByLabelText('HSN code'), '33049');
    expect(screen.getByText('Enter an HSN code of 4, 6 or 8 digits')).toBeInTheDocument();

    // A kind's required field and a number are checked with the shared kind schemas.
    await user.click(screen.getByRole('checkbox', { name: 'Medical equipment' }));
    await user.type(screen.getByLabelText('Warranty (months)'), 'two');
    expect(screen.getByText('Give a number of months')).toBeInTheDocument();
    await user.click(save);
    expect(screen.getByText('Model number is required')).toBeInTheDocument();

    // Only the reads went out.
    expect(callsTo(fetchMock, 'POST')).toHaveLength(0);
    // The category list offers live categories only; brands likewise.
    const categoryOptions = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(categoryOptions.map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Personal care',
      'Health',
    ]);
    expect(
      within(screen.getByLabelText('Brand'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No brand', 'Saathi Herbals']);
  });

  it('creates a product as multipart with its images, sizes and kind details', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/products/new', {
      user: admin,
      fetch: catalogueApi(),
    });
    const name = await screen.findByLabelText('Name', undefined, LAZY_PAGE);
    await user.type(name, 'Kesar face cream');
    await user.type(screen.getByLabelText('Description'), 'With saffron and turmeric.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Personal care');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Saathi Herbals');
    await user.type(screen.getByLabelText('Price (₹)'), '349.50');
    await user.clear(screen.getByLabelText('Points (BV)'));
    await user.type(screen.getByLabelText('Points (BV)'), '15');
    await user.type(screen.getByLabelText('Point description'), '15 BV a jar');
    await user.clear(screen.getByLabelText('HSN code'));
    await user.type(screen.getByLabelText('HSN code'), '33049910');
    await user.selectOptions(screen.getByLabelText('GST rate'), '5 %');
    await user.type(screen.getByLabelText('Sizes'), '50 g, 100 g,');
    await user.click(screen.getByLabelText('Visible in the shop'));

    const input = screen.getByLabelText('Product images');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    await user.upload(input, [png('front.png'), png('back.png'), png('side.png')]);
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(3);
    expect(within(chosen).getByRole('img', { name: 'New image front.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Cosmetic' }));
    const cosmetic = screen.getByTestId('kind-cosmeticProducts');
    await user.click(within(cosmetic).getByRole('checkbox', { name: 'Dry' }));
    await user.click(within(cosmetic).getByRole('checkbox', { name: 'Normal' }));
    await user.type(within(cosmetic).getByLabelText('Weight (g)'), '50');
    await user.type(within(cosmetic).getByLabelText('Key ingredients'), 'Saffron, Turmeric');
    await user.type(within(cosmetic).getByLabelText('Shelf life (months)'), '24');
    await user.click(within(cosmetic).getByRole('checkbox', { name: 'Dermatologically tested' }));

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Product saved');
    await waitFor(() => expect(location().pathname).toBe('/dashboard/products'));

    const [post] = callsTo(fetchMock, 'POST');
    expect(post![0]).toBe('/api/products');
    const sent = sentForm(fetchMock, 'POST');
    const images = sent.getAll('images') as File[];
    expect(images.map((file) => file.name)).toEqual(['front.png', 'back.png']);
    expect(sent.get('name')).toBe('Kesar face cream');
    expect(sent.get('description')).toBe('With saffron and turmeric.');
    expect(sent.get('categoryId')).toBe('10');
    expect(sent.get('brandId')).toBe('1');
    expect(sent.get('price')).toBe('349.50');
    expect(sent.get('points')).toBe('15');
    expect(sent.get('pointDescription')).toBe('15 BV a jar');
    expect([sent.get('hsnCode'), sent.get('gstRate')]).toEqual(['33049910', '5']);
    expect(sent.get('isVisible')).toBe('false');
    expect(JSON.parse(String(sent.get('sizes')))).toEqual(['50 g', '100 g']);
    expect(JSON.parse(String(sent.get('cosmeticProducts')))).toEqual({
      skinTypes: ['normal', 'dry'],
      weightG: 50,
      keyIngredients: ['Saffron', 'Turmeric'],
      shelfLifeMonths: 24,
      isDermatologicallyTested: true,
    });
    // A new product sends only the chosen kind, and no list of kept images.
    for (const field of [
      'medicalDetails',
      'medicalEquipment',
      'clothingDetails',
      'existingImages',
    ]) {
      expect(sent.has(field)).toBe(false);
    }
    // The previews still shown are released when the form goes.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('edits a product: keeps the chosen images, appends new ones and clears dropped kinds', async () => {
    const user = userEvent.setup();
    const product = detail(7, {
      name: 'BP monitor',
      categoryId: 12,
      brandId: 2,
      price: 2499,
      images: [buildImage('a'), buildImage('b')],
      medicalEquipment: {
        modelNumber: 'BPM-200',
        warrantyMonths: 24,
        powerSource: 'battery',
        certifications: ['CE', 'ISO 13485'],
        inTheBox: ['Monitor', 'Cuff, 22–32 cm'],
      },
      medicalDetails: {
        composition: 'Not a medicine',
        warnings: [],
        sideEffects: [],
        prescriptionRequired: false,
        ageGroup: 'adults',
      },
    });
    const { fetchMock, location } = renderApp('/dashboard/products/7', {
      user: admin,
      fetch: catalogueApi({ product }),
    });
    const name = await screen.findByLabelText('Name', undefined, LAZY_PAGE);
    expect(name).toHaveValue('BP monitor');
    expect(screen.getByRole('heading', { name: 'Edit: BP monitor' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/products/7', expect.anything());
    // The current (deleted) category and brand stay selectable, marked so.
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Old range (deleted)');
    expect(screen.getByLabelText('Brand')).toHaveDisplayValue('Old brand (deleted)');
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('2499');
    expect(screen.getByLabelText('Sizes')).toHaveValue('100 ml');
    const equipment = screen.getByTestId('kind-medicalEquipment');
    expect(within(equipment).getByLabelText('Model number')).toHaveValue('BPM-200');
    expect(within(equipment).getByLabelText('In the box')).toHaveValue('Monitor\nCuff, 22–32 cm');
    expect(within(equipment).getByLabelText('Power source')).toHaveValue('battery');

    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/uploads/a-card.webp', '/uploads/b-card.webp']);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.upload(screen.getByLabelText('Product images'), png('new.png'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Health');
    await user.click(screen.getByRole('checkbox', { name: 'Medicine or supplement' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Product saved');
    await waitFor(() => expect(location().pathname).toBe('/dashboard/products'));
    expect(callsTo(fetchMock, 'PUT')[0]![0]).toBe('/api/products/7');
    const sent = sentForm(fetchMock, 'PUT');
    expect(JSON.parse(String(sent.get('existingImages')))).toEqual(['/uploads/b-card.webp']);
    expect((sent.getAll('images') as File[]).map((file) => file.name)).toEqual(['new.png']);
    expect(sent.get('categoryId')).toBe('11');
    expect(sent.get('price')).toBe('2499');
    expect(JSON.parse(String(sent.get('medicalEquipment')))).toEqual({
      modelNumber: 'BPM-200',
      warrantyMonths: 24,
      powerSource: 'battery',
      certifications: ['CE', 'ISO 13485'],
      inTheBox: ['Monitor', 'Cuff, 22–32 cm'],
    });
    // Kinds not chosen are sent empty, which clears them.
    for (const field of ['medicalDetails', 'cosmeticProducts', 'homeEssentialProducts']) {
      expect(sent.get(field)).toBe('');
    }
  });

  it('turns a single product into packs: the first row is its own variant, stock per row', async () => {
    const user = userEvent.setup();
    const product = detail(7, { name: 'Chyawanprash', price: 349, points: 20 });
    product.variants = [
      { ...product.variants[0]!, id: 70, sku: 'SKU-7', quantity: 25, alertQuantity: 5 },
    ];
    const { fetchMock } = renderApp('/dashboard/products/7', {
      user: admin,
      fetch: catalogueApi({ product }),
    });
    await screen.findByLabelText('Name', undefined, LAZY_PAGE);
    const packs = screen.getByRole('group', { name: 'Sizes and packs' });
    expect(within(packs).queryAllByTestId('variant-row')).toHaveLength(0);
    await user.click(within(packs).getByRole('button', { name: 'Add a variant' }));
    const first = within(packs).getByRole('group', { name: 'Variant 1' });
    expect(within(first).getByLabelText('SKU')).toHaveValue('SKU-7');
    expect(within(first).getByLabelText('Price (₹)')).toHaveValue('349');
    expect(within(first).getByLabelText('Stock')).toHaveValue('25');
    await user.type(within(first).getByLabelText('Label'), '500 g');
    const second = within(packs).getByRole('group', { name: 'Variant 2' });
    await user.type(within(second).getByLabelText('Label'), '1 kg');
    await user.type(within(second).getByLabelText('SKU'), 'CHY-1KG');
    await user.type(within(second).getByLabelText('Price (₹)'), '649');
    await user.type(within(second).getByLabelText('MRP (₹)'), '749');
    await user.clear(within(second).getByLabelText('Stock'));
    await user.type(within(second).getByLabelText('Stock'), '40');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Product saved');
    expect(JSON.parse(String(sentForm(fetchMock, 'PUT').get('variants')))).toEqual([
      {
        id: 70,
        label: '500 g',
        sku: 'SKU-7',
        price: '349',
        mrp: '349',
        points: 20,
        quantity: 25,
        alertQuantity: 5,
      },
      {
        label: '1 kg',
        sku: 'CHY-1KG',
        price: '649',
        mrp: '749',
        points: 0,
        quantity: 40,
        alertQuantity: 0,
      },
    ]);
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/products/7', {
      user: admin,
      fetch: catalogueApi({
        product: detail(7, { name: 'Neem soap' }),
        write: () =>
          json(
            {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Choose a brand',
                fields: { brandId: 'Choose a brand' },
              },
              data: null,
              errors: [{ errorDescription: 'Choose a brand' }],
            },
            400,
          ),
      }),
    });
    const name = await screen.findByLabelText('Name', undefined, LAZY_PAGE);
    await user.type(name, ' bar');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Choose a brand');
    expect(screen.getByLabelText('Brand')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription('Choose a brand');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');
    expect(screen.getByLabelText('Brand')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Neem soap bar');
    expect(callsTo(fetchMock, 'PUT')).toHaveLength(1);
  });

  it('shows a message about the whole save when no field is named', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/products/7', {
      user: admin,
      fetch: catalogueApi({
        write: () =>
          json(
            {
              success: false,
              error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
              data: null,
              errors: [{ errorDescription: 'The request is too large.' }],
            },
            413,
          ),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save product' }, LAZY_PAGE));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is too large.');
    expect(screen.getByTestId('toast-error')).toHaveTextContent('The request is too large.');
  });
});

// Issue 29: a product's description in Hindi, on its own tab beside the English (decision 0165).
describe('products console: the description in Hindi', () => {
  it('writes it beside the English, shows field errors, and removes it', async () => {
    const user = userEvent.setup();
    const product = detail(7, { name: 'Neem Oil', description: 'Cold-pressed neem oil.' });
    const translationUrl = '/api/products/7/translations/hi';
    let saved: object | null = null;
    const english = catalogueApi({ product });
    const { fetchMock } = renderApp('/dashboard/products/7', {
      user: admin,
      fetch: (url, init) => {
        if (url !== translationUrl) return english(url, init);
        if (init?.method === 'PUT') {
          const { description } = JSON.parse(String(init.body));
          saved = { productId: 7, language: 'hi', description, updatedAt: '2026-11-27T07:00:00Z' };
          return ok(saved);
        }
        if (init?.method === 'DELETE') {
          saved = null;
          return ok({ id: 7 });
        }
        return ok(saved);
      },
    });
    expect(await screen.findByLabelText('Name', undefined, LAZY_PAGE)).toHaveValue('Neem Oil');
    await user.click(screen.getByRole('tab', { name: 'हिन्दी (Hindi)' }));
    expect(await screen.findByText(/No हिन्दी description yet/)).toBeVisible();
    expect(screen.getByText('Cold-pressed neem oil.')).toHaveAttribute('lang', 'en');
    const field = screen.getByLabelText('Description in हिन्दी');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('lang', 'hi');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the description')).toBeVisible();
    expect(callsTo(fetchMock, 'PUT')).toHaveLength(0);

    await user.type(field, 'ठंडी विधि से निकाला गया नीम का तेल।');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('हिन्दी version saved');
    const [put] = callsTo(fetchMock, 'PUT');
    expect(put![0]).toBe(translationUrl);
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      description: 'ठंडी विधि से निकाला गया नीम का तेल।',
    });
    expect(screen.queryByText(/No हिन्दी description yet/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove the हिन्दी version' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Readers who chose हिन्दी will see the English description.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No हिन्दी description yet/)).toBeVisible();
    expect(callsTo(fetchMock, 'DELETE').map(([url]) => url)).toEqual([translationUrl]);

    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Neem Oil');
  });

  it('offers no Hindi tab before the product is saved', async () => {
    renderApp('/dashboard/products/new', { user: admin, fetch: catalogueApi() });
    expect(await screen.findByLabelText('Name', undefined, LAZY_PAGE)).toHaveValue('');
    expect(screen.queryByRole('tab', { name: 'हिन्दी (Hindi)' })).toBeNull();
  });
});

// Decision 0161: the products list and the product editor in Hindi, the schema's messages too.
describe('products console in Hindi', () => {
  beforeEach(async () => {
    await act(() => setLanguage('hi'));
  });

  it('lists the products in Hindi: columns, badges, filters and row actions', async () => {
    renderApp('/dashboard/products', { user: admin, fetch: catalogueApi({ total: 3 }) });
    const table = await screen.findByTestId('products-table', undefined, LAZY_PAGE);
    expect(screen.getByRole('heading', { name: 'उत्पाद', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'उत्पाद जोड़ें' })).toBeVisible();
    expect(screen.getByLabelText('उत्पाद खोजें')).toBeInTheDocument();
    expect(screen.getByLabelText('श्रेणी')).toHaveTextContent('सभी श्रेणियाँ');
    expect(screen.getByLabelText('क्रम')).toHaveTextContent('कीमत: कम से ज़्यादा');
    expect(within(table).getByRole('columnheader', { name: 'पॉइंट (BV)' })).toBeVisible();
    const [row] = within(table).getAllByTestId('product-row');
    expect(row).toHaveTextContent('सक्रिय');
    expect(within(row!).getByRole('button', { name: /हटाएँ$/ })).toBeVisible();
  });

  it("shows the editor's groups, variants, kinds and messages in Hindi", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/products/new', { user: admin, fetch: catalogueApi() });
    const save = await screen.findByRole('button', { name: 'उत्पाद सेव करें' }, LAZY_PAGE);
    expect(screen.getByRole('group', { name: 'कीमत और पॉइंट' })).toBeVisible();
    expect(screen.getByLabelText('HSN कोड')).toBeInTheDocument();
    expect(screen.getByLabelText('GST दर')).toBeInTheDocument();
    expect(screen.getByLabelText('पैक पर किस रूप में नाम है')).toHaveTextContent('निर्माता');
    await user.click(save);
    expect(screen.getByText('नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कीमत डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कम से कम एक फ़ोटो जोड़ें')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('कुछ फ़ील्ड ठीक करने हैं।');

    await user.click(screen.getByRole('button', { name: 'वैरिएंट जोड़ें' }));
    const variant = screen.getByRole('group', { name: 'वैरिएंट 1' });
    expect(within(variant).getByLabelText('शुद्ध मात्रा')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'कपड़े' }));
    const clothing = screen.getByTestId('kind-clothingDetails');
    expect(within(clothing).getByLabelText('किसके लिए')).toHaveTextContent('सभी के लिए');
    expect(within(clothing).getByLabelText('फ़िटिंग')).toHaveTextContent('नहीं बताया');
    // A kind schema's message built with a value, in Hindi with the value (decision 0180).
    await user.type(within(clothing).getByLabelText('रंग'), 'x'.repeat(41));
    await user.click(save);
    expect(await within(clothing).findByText('ज़्यादा से ज़्यादा 40 अक्षर')).toBeInTheDocument();
  });
});
