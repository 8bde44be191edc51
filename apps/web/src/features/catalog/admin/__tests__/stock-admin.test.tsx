import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary, StockEntry } from '@saathi/shared';
import { setAccessToken } from '../../../../lib/auth-token';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp, type FetchHandler } from '../../../../test/render-app';
import { buildProduct, buildUser } from '../../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };
const admin = buildUser({ roles: ['ADMIN'] });

const entry = (id: number, productName: string, quantity: number, alertQuantity: number) => ({
  id,
  productId: id * 10,
  productName,
  variantId: id * 100,
  variantLabel: '',
  quantity,
  alertQuantity,
  isLow: quantity <= alertQuantity,
});

const STOCK: StockEntry[] = [
  entry(1, 'Amla Oil', 100, 10),
  entry(2, 'Neem Soap', 4, 5),
  entry(3, 'Tulsi Drops', 0, 3),
];

const product = (id: number, name: string, overrides: Partial<ProductSummary> = {}) =>
  buildProduct({
    id,
    name,
    brandId: null,
    price: 45,
    points: 1,
    images: [],
    inStock: false,
    ...overrides,
  });

const PRODUCTS = [
  product(70, 'Neem Face Wash'),
  product(71, 'Neem Hair Oil', { isVisible: false }),
  product(72, 'Neem Old Pack', { isDeleted: true }),
];

/** /api/stores filtered like the API (lowStock, q), and /api/products for the picker. */
function stockApi(): FetchHandler {
  let stock = [...STOCK];
  return (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/stores' && method === 'GET') {
      const q = (searchParams.get('q') ?? '').toLowerCase();
      const items = stock.filter(
        (item) =>
          (searchParams.get('lowStock') !== 'true' || item.isLow) &&
          item.productName.toLowerCase().includes(q),
      );
      const page = Number(searchParams.get('page'));
      const limit = Number(searchParams.get('limit'));
      return json({ data: items, errors: [], meta: { page, limit, total: items.length } });
    }
    if (pathname === '/api/stores' && method === 'POST') {
      const input = JSON.parse(String(init?.body));
      const name = PRODUCTS.find((p) => p.id === input.productId)?.name ?? 'Amla Oil';
      const saved = entry(input.productId, name, input.quantity, input.alertQuantity);
      stock = [...stock.filter((item) => item.productId !== input.productId), saved];
      return json({ data: saved, errors: [] });
    }
    const remove = /^\/api\/stores\/(\d+)$/.exec(pathname);
    if (remove && method === 'DELETE') {
      stock = stock.filter((item) => item.id !== Number(remove[1]));
      return json({ data: { id: Number(remove[1]), isDeleted: true }, errors: [] });
    }
    if (pathname === '/api/products' && method === 'GET') {
      const q = (searchParams.get('q') ?? '').toLowerCase();
      return json({
        data: PRODUCTS.filter((p) => p.name.toLowerCase().includes(q)),
        errors: [],
        meta: { page: 1, limit: 8, total: 3 },
      });
    }
    return undefined;
  };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const posts = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => setAccessToken('admin-token'));

describe('stock console', () => {
  it('lists stock, marks low and empty rows, and filters low stock through the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/stock', {
      user: admin,
      fetch: stockApi(),
    });
    const table = await screen.findByTestId('stock-table', undefined, LAZY_PAGE);
    const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1]!;
    expect(url).toBe('/api/stores?page=1&limit=20');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(within(table).getAllByTestId('stock-row')).toHaveLength(3);
    expect(screen.getByText('3 entries')).toBeInTheDocument();

    const amla = rowOf('Amla Oil');
    expect(amla).toHaveTextContent('100');
    expect(amla).toHaveTextContent('In stock');
    expect(amla).not.toHaveClass('bg-amber-50');
    const neem = rowOf('Neem Soap');
    expect(neem).toHaveTextContent('Low stock');
    expect(neem).toHaveClass('bg-amber-50');
    expect(neem).toHaveAttribute('data-low', 'true');
    const tulsi = rowOf('Tulsi Drops');
    expect(tulsi).toHaveTextContent('Out of stock');
    expect(tulsi).toHaveClass('bg-amber-50');

    await user.click(screen.getByRole('tab', { name: 'Low stock' }));
    expect(location().search).toBe('?lowStock=true');
    expect(screen.getByRole('tab', { name: 'Low stock' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByTestId('stock-row')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('Neem Soap'), expect.stringContaining('Tulsi Drops')]),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/stores?page=1&limit=20&lowStock=true',
      expect.anything(),
    );

    await user.click(screen.getByRole('tab', { name: 'All stock' }));
    expect(location().search).toBe('');
    await waitFor(() => expect(within(table).getAllByTestId('stock-row')).toHaveLength(3));
  });

  it('opens on the low stock tab from the link, and searches and sorts on the server', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/stock?lowStock=true', {
      user: admin,
      fetch: stockApi(),
    });
    const table = await screen.findByTestId('stock-table', undefined, LAZY_PAGE);
    expect(screen.getByRole('tab', { name: 'Low stock' })).toHaveAttribute('aria-selected', 'true');
    expect(within(table).getAllByTestId('stock-row')).toHaveLength(2);
    expect(rowOf('Neem Soap')).toHaveTextContent('Low stock');

    await user.type(screen.getByLabelText('Search stock'), 'neem');
    await waitFor(() => expect(location().search).toContain('q=neem'));
    await waitFor(() => expect(within(table).getAllByTestId('stock-row')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/stores?page=1&limit=20&lowStock=true&q=neem',
      expect.anything(),
    );

    await user.selectOptions(screen.getByLabelText('Sort by'), 'quantity_desc');
    expect(location().search).toContain('sort=quantity_desc');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/stores?page=1&limit=20&lowStock=true&q=neem&sort=quantity_desc',
        expect.anything(),
      ),
    );
  });

  it('checks the form with the shared schema and sends nothing when it is wrong', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/stock', { user: admin, fetch: stockApi() });
    await screen.findByTestId('stock-table', undefined, LAZY_PAGE);
    const form = screen.getByRole('form', { name: 'Set stock' });
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(within(form).getByText('Choose a product')).toBeInTheDocument();
    expect(within(form).getByLabelText('Product')).toHaveFocus();

    await user.type(within(form).getByLabelText('Product'), 'neem');
    const option = await within(form).findByRole('option', { name: 'Neem Face Wash' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/products?includeHidden=true&q=neem&limit=8',
      expect.anything(),
    );
    // Hidden products can be stocked (marked as such); deleted ones are not offered.
    expect(within(form).getByRole('option', { name: /Neem Hair Oil/ })).toHaveTextContent('Hidden');
    expect(within(form).queryByRole('option', { name: /Old Pack/ })).toBeNull();
    await user.click(option);
    expect(within(form).getByLabelText('Product')).toHaveValue('Neem Face Wash');
    expect(within(form).queryByRole('option')).toBeNull();

    await user.type(within(form).getByLabelText('Quantity'), '-1');
    await user.type(within(form).getByLabelText('Alert quantity'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(within(form).getByText('Quantity cannot be negative')).toBeInTheDocument();
    expect(within(form).queryByText('Choose a product')).toBeNull();
    expect(within(form).getByLabelText('Quantity')).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('saves stock as JSON, picking with the keyboard, and empties the form', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/stock', { user: admin, fetch: stockApi() });
    await screen.findByTestId('stock-table', undefined, LAZY_PAGE);
    const form = screen.getByRole('form', { name: 'Set stock' });
    const picker = within(form).getByRole('combobox', { name: 'Product' });
    await user.type(picker, 'neem');
    await within(form).findByRole('option', { name: 'Neem Face Wash' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Neem Hair Oil');
    await user.type(within(form).getByLabelText('Quantity'), '40');
    await user.type(within(form).getByLabelText('Alert quantity'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));

    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'Stock saved for Neem Hair Oil',
    );
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe('/api/stores');
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: 71,
      quantity: 40,
      alertQuantity: 5,
    });
    expect(await screen.findByRole('row', { name: /Neem Hair Oil/ })).toHaveTextContent('40');
    const fresh = screen.getByRole('form', { name: 'Set stock' });
    expect(within(fresh).getByLabelText('Product')).toHaveValue('');
    expect(within(fresh).getByLabelText('Quantity')).toHaveValue(null);
  });

  it('edits an entry in the form and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/stock', { user: admin, fetch: stockApi() });
    await screen.findByTestId('stock-table', undefined, LAZY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Edit stock of Amla Oil' }));
    const form = screen.getByRole('form', { name: 'Edit stock of Amla Oil' });
    expect(within(form).getByLabelText('Product')).toHaveValue('Amla Oil');
    expect(within(form).getByLabelText('Product')).toBeDisabled();
    const quantity = within(form).getByLabelText('Quantity');
    expect(quantity).toHaveValue(100);
    expect(quantity).toHaveFocus();
    expect(within(form).getByLabelText('Alert quantity')).toHaveValue(10);
    await user.clear(quantity);
    await user.type(quantity, '80');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'Stock saved for Amla Oil',
    );
    expect(JSON.parse(String(posts(fetchMock)[0][1]?.body))).toEqual({
      productId: 10,
      variantId: 100,
      quantity: 80,
      alertQuantity: 10,
    });
    expect(screen.getByRole('form', { name: 'Set stock' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove stock of Neem Soap' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this stock entry?' });
    expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Stock entry of Neem Soap removed')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([, call]) => call?.method === 'DELETE').map(([u]) => u),
    ).toEqual(['/api/stores/2']);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Neem Soap/ })).toBeNull());
  });
});

// Decision 0161: the stock page in Hindi, its form's schema messages and a row's actions too.
describe('stock console in Hindi', () => {
  beforeEach(async () => {
    await act(() => setLanguage('hi'));
  });

  it('shows the list, tabs, badges, form and messages in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/stock', { user: admin, fetch: stockApi() });
    const table = await screen.findByTestId('stock-table', undefined, LAZY_PAGE);
    expect(screen.getByRole('heading', { name: 'स्टॉक', level: 1 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'कम स्टॉक' })).toBeVisible();
    expect(screen.getByLabelText('स्टॉक खोजें')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'अलर्ट मात्रा' })).toBeVisible();
    expect(table).toHaveTextContent('स्टॉक में नहीं');
    expect(within(table).getByRole('button', { name: 'Neem Soap का स्टॉक निकालें' })).toBeVisible();
    expect(screen.getByText('3 एंट्री')).toBeVisible();

    const form = screen.getByRole('form', { name: 'स्टॉक सेट करें' });
    await user.click(within(form).getByRole('button', { name: 'स्टॉक सेव करें' }));
    expect(within(form).getByText('उत्पाद चुनें')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('मात्रा'), '-1');
    await user.click(within(form).getByRole('button', { name: 'स्टॉक सेव करें' }));
    expect(within(form).getByText('मात्रा शून्य से कम नहीं हो सकती')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Neem Soap का स्टॉक निकालें' }));
    const dialog = await screen.findByRole('dialog', { name: 'स्टॉक की यह एंट्री निकालें?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });
});
