import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand, Category } from '@saathi/shared';
import { setAccessToken } from '../../../../lib/auth-token';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp, type FetchHandler } from '../../../../test/render-app';
import { buildBrand, buildCategory, buildUser } from '../../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };
const admin = buildUser({ roles: ['ADMIN'] });

const category = (id: number, overrides: Partial<Category> = {}) =>
  buildCategory({ id, name: `Category ${String(id).padStart(2, '0')}`, ...overrides });
const brand = (id: number, overrides: Partial<Brand> = {}) => buildBrand({ id, ...overrides });

const ok = (data: unknown) => json({ data, errors: [] });
/** The text parts of a multipart body (the files left out). */
const fieldsOf = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter((part): part is [string, string] => typeof part[1] === 'string'),
  );

/**
 * A small in-memory /api/categories or /api/brands: lists, creates from the multipart form,
 * updates, soft-deletes. `refuse` answers a save with a 400 carrying field messages.
 */
function taxonomyApi<T extends { id: number; name: string; isDeleted: boolean }>(
  kind: 'categories' | 'brands',
  initial: T[],
  make: (id: number, fields: Record<string, string>) => T,
  refuse?: Record<string, string>,
) {
  let items = [...initial];
  const handler: FetchHandler = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === `/api/${kind}` && method === 'GET') return ok(items);
    if (refuse && (method === 'POST' || method === 'PUT')) {
      const message = Object.values(refuse)[0];
      return json(
        {
          success: false,
          error: { code: 'VALIDATION_FAILED', message, fields: refuse },
          data: null,
          errors: [{ errorDescription: message }],
        },
        400,
      );
    }
    if (pathname === `/api/${kind}` && method === 'POST') {
      const nextId = Math.max(0, ...items.map((item) => item.id)) + 1;
      const created = make(nextId, fieldsOf(init!.body as FormData));
      items = [...items, created];
      return ok(created);
    }
    const id = Number(new RegExp(`^/api/${kind}/(\\d+)$`).exec(pathname)?.[1]);
    const current = items.find((item) => item.id === id);
    if (!current) return undefined;
    if (method === 'DELETE') {
      items = items.map((item) => (item.id === id ? { ...item, isDeleted: true } : item));
      return ok({ id, isDeleted: true });
    }
    if (method === 'PUT') {
      const fields = fieldsOf(init!.body as FormData);
      const updated = {
        ...current,
        ...make(id, fields),
        isDeleted: fields.isDeleted === undefined ? current.isDeleted : fields.isDeleted === 'true',
      };
      items = items.map((item) => (item.id === id ? updated : item));
      return ok(updated);
    }
    return undefined;
  };
  return handler;
}

const categoryFromForm = (id: number, fields: Record<string, string>) =>
  category(id, {
    name: fields.name,
    description: fields.description ?? '',
    subCategories: fields.subCategories ? JSON.parse(fields.subCategories) : [],
  });

const CATEGORIES = [
  category(1, {
    name: 'Skin Care',
    categoryUniqueName: 'skin-care',
    categoryImage: '/uploads/categories/skin.webp',
    subCategories: ['Face wash', 'Creams'],
  }),
  category(2, { name: 'Herbal Juices', categoryUniqueName: 'herbal-juices' }),
  category(3, { name: 'Old Stock', categoryUniqueName: 'old-stock', isDeleted: true }),
  ...Array.from({ length: 22 }, (_, i) => category(i + 4)),
];

const listCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.filter(([called]) => String(called).startsWith('/api/categories'));
const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(() => {
  setAccessToken('admin-token');
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => 'blob:chosen-image'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('categories console', () => {
  it('lists every category with the token, then searches, sorts and pages in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderApp('/dashboard/categories', {
      user: admin,
      fetch: taxonomyApi('categories', CATEGORIES, categoryFromForm),
    });
    const table = await screen.findByTestId('categories-table', undefined, LAZY_PAGE);
    const [[url, init]] = listCalls(fetchMock);
    expect(url).toBe('/api/categories?includeDeleted=true');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');

    let rows = within(table).getAllByTestId('category-row');
    expect(rows).toHaveLength(20);
    expect(screen.getByText('25 categories')).toBeInTheDocument();
    // Name order: the numbered ones, then Herbal Juices, Old Stock, Skin Care on page 2.
    expect(rows[0]).toHaveTextContent('Category 04');
    const skin = () => screen.getByRole('row', { name: /Skin Care/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location().search).toContain('page=2');
    rows = within(table).getAllByTestId('category-row');
    expect(rows).toHaveLength(5);
    expect(skin()).toHaveTextContent('skin-care');
    expect(skin()).toHaveTextContent('Face wash, Creams');
    expect(skin()).toHaveTextContent('Active');
    expect(within(skin()).getByRole('img', { name: 'Skin Care image' })).toHaveAttribute(
      'src',
      '/uploads/categories/skin.webp',
    );
    const old = screen.getByRole('row', { name: /Old Stock/ });
    expect(old).toHaveTextContent('Deleted');
    expect(within(old).getByRole('button', { name: 'Restore Old Stock' })).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Delete/ })).toBeNull();

    await user.type(screen.getByLabelText('Search categories'), 'CREAM');
    await waitFor(() => expect(location().search).toContain('q=CREAM'));
    expect(location().search).not.toContain('page=');
    expect(within(table).getAllByTestId('category-row')).toHaveLength(1);
    expect(screen.getByText('1 of 25 categories')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search categories'));
    await user.type(screen.getByLabelText('Search categories'), 'no such thing');
    expect(await screen.findByText(/No categories match/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search categories'));
    await waitFor(() => expect(location().search).not.toContain('q='));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    expect(location().search).toContain('sort=newest');
    rows = within(screen.getByTestId('categories-table')).getAllByTestId('category-row');
    expect(rows[0]).toHaveTextContent('Category 25');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name_desc');
    rows = within(screen.getByTestId('categories-table')).getAllByTestId('category-row');
    expect(rows[0]).toHaveTextContent('Skin Care');
    // Only the one list call: search, sort and paging happen here.
    expect(listCalls(fetchMock)).toHaveLength(1);
  });

  it('adds a category as multipart, checking the name first; the image goes only when chosen', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/categories', {
      user: admin,
      fetch: taxonomyApi('categories', CATEGORIES.slice(0, 3), categoryFromForm),
    });
    await screen.findByTestId('categories-table', undefined, LAZY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), '  Hair Care ');
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    await user.type(within(dialog).getByLabelText('Description'), 'Oils and shampoos');
    await user.type(within(dialog).getByLabelText('Sub-categories'), 'Oils, Shampoos, ,');
    const input = within(dialog).getByLabelText('Category image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    const image = new File(['png'], 'hair.png', { type: 'image/png' });
    await user.upload(input, image);
    expect(
      within(dialog).getByRole('img', { name: 'Preview of the chosen image' }),
    ).toHaveAttribute('src', 'blob:chosen-image');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));

    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Category added');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[url, init]] = calls(fetchMock, 'POST');
    expect(url).toBe('/api/categories');
    const sent = init?.body as FormData;
    expect(fieldsOf(sent)).toEqual({
      name: 'Hair Care',
      description: 'Oils and shampoos',
      subCategories: '["Oils","Shampoos"]',
    });
    expect(sent.get('categoryImage')).toBe(image);
    expect(await screen.findByRole('row', { name: /Hair Care/ })).toHaveTextContent(
      'Oils, Shampoos',
    );
  });

  it('edits a category keeping its image unless a new one is chosen', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/categories', {
      user: admin,
      fetch: taxonomyApi('categories', CATEGORIES.slice(0, 3), categoryFromForm),
    });
    await screen.findByTestId('categories-table', undefined, LAZY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Edit Skin Care' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Skin Care' });
    expect(within(dialog).getByRole('img', { name: 'Current category image' })).toHaveAttribute(
      'src',
      '/uploads/categories/skin.webp',
    );
    expect(within(dialog).getByLabelText('Sub-categories')).toHaveValue('Face wash, Creams');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Skin & Body Care');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));

    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Category saved');
    const [[url, init]] = calls(fetchMock, 'PUT');
    expect(url).toBe('/api/categories/1');
    const sent = init?.body as FormData;
    expect(sent.has('categoryImage')).toBe(false);
    expect(fieldsOf(sent)).toEqual({
      name: 'Skin & Body Care',
      description: '',
      subCategories: '["Face wash","Creams"]',
    });
    expect(await screen.findByRole('row', { name: /Skin & Body Care/ })).toBeInTheDocument();
  });

  it('deletes after a confirmation and restores a deleted category', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/categories', {
      user: admin,
      fetch: taxonomyApi('categories', CATEGORIES.slice(0, 3), categoryFromForm),
    });
    await screen.findByTestId('categories-table', undefined, LAZY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Delete Herbal Juices' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this category?' });
    expect(confirm).toHaveTextContent('“Herbal Juices” will be hidden from the shop');
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Category deleted');
    expect(calls(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/categories/2']);
    const herbal = await screen.findByRole('row', { name: /Herbal Juices.*Deleted/ });
    expect(within(herbal).getByRole('button', { name: 'Restore Herbal Juices' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Restore Old Stock' }));
    expect(await screen.findByText('Old Stock restored')).toBeInTheDocument();
    const [[url, init]] = calls(fetchMock, 'PUT');
    expect(url).toBe('/api/categories/3');
    expect(fieldsOf(init?.body as FormData)).toEqual({ name: 'Old Stock', isDeleted: 'false' });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Old Stock/ })).toHaveTextContent('Active'),
    );
  });
});

describe('brands console', () => {
  const brandFromForm = (id: number, fields: Record<string, string>) =>
    brand(id, {
      name: fields.name,
      description: fields.description ?? '',
      brandSlogan: fields.brandSlogan ?? '',
    });
  const BRANDS = [
    brand(1, { name: 'Vedic Roots', brandSlogan: 'Rooted in tradition', brandImage: '/b/1.webp' }),
    brand(2, { name: 'Saathi Home', brandSlogan: 'Clean homes' }),
  ];

  it('lists brands and adds one with its slogan, without a logo', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard/brands', {
      user: admin,
      fetch: taxonomyApi('brands', BRANDS, brandFromForm),
    });
    const table = await screen.findByTestId('brands-table', undefined, LAZY_PAGE);
    expect(fetchMock).toHaveBeenCalledWith('/api/brands?includeDeleted=true', expect.anything());
    const rows = within(table).getAllByTestId('brand-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Saathi Home'),
      expect.stringContaining('Vedic Roots'),
    ]);
    expect(within(rows[1]).getByRole('img', { name: 'Vedic Roots logo' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Rooted in tradition');

    await user.type(screen.getByLabelText('Search brands'), 'tradition');
    await waitFor(() => expect(within(table).getAllByTestId('brand-row')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    const dialog = screen.getByRole('dialog', { name: 'Add brand' });
    expect(within(dialog).getByLabelText('Brand logo')).toHaveAttribute('type', 'file');
    await user.type(within(dialog).getByLabelText('Name'), 'Ayur Glow');
    await user.type(within(dialog).getByLabelText('Slogan'), 'Glow naturally');
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Brand added');
    const [[url, init]] = calls(fetchMock, 'POST');
    expect(url).toBe('/api/brands');
    const sent = init?.body as FormData;
    expect(fieldsOf(sent)).toEqual({
      name: 'Ayur Glow',
      description: '',
      brandSlogan: 'Glow naturally',
    });
    expect(sent.has('brandImage')).toBe(false);
  });

  it("keeps the form open with the server's message when a save is refused", async () => {
    // Lets a file the input does not accept through, as a drop or another browser could.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/dashboard/brands', {
      user: admin,
      fetch: taxonomyApi('brands', BRANDS, brandFromForm, {
        name: 'A brand with this name exists',
      }),
    });
    await screen.findByTestId('brands-table', undefined, LAZY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Edit Saathi Home' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Saathi Home' });
    expect(within(dialog).getByLabelText('Slogan')).toHaveValue('Clean homes');
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(
      'A brand with this name exists',
    );
    expect(within(dialog).getByText('A brand with this name exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    const logo = within(dialog).getByLabelText('Brand logo');
    await user.upload(logo, new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Choose a JPEG, PNG, WebP or AVIF image')).toBeVisible();
  });
});

// Decision 0161: categories and brands in Hindi, each with its own words (no composed nouns).
describe('categories and brands in Hindi', () => {
  beforeEach(async () => {
    await act(() => setLanguage('hi'));
  });

  it('lists the categories and opens the add form in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/categories', {
      user: admin,
      fetch: taxonomyApi('categories', CATEGORIES, categoryFromForm),
    });
    const table = await screen.findByTestId('categories-table', undefined, LAZY_PAGE);
    expect(screen.getByRole('heading', { name: 'श्रेणियाँ', level: 1 })).toBeVisible();
    expect(screen.getByText(`${CATEGORIES.length} श्रेणियाँ`)).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'उप-श्रेणियाँ' })).toBeVisible();
    expect(screen.getByLabelText('क्रम')).toHaveTextContent('नाम A–Z');
    await user.click(screen.getByRole('button', { name: 'श्रेणी जोड़ें' }));
    const form = await screen.findByRole('form', { name: 'श्रेणी जोड़ें' });
    await user.click(within(form).getByRole('button', { name: 'श्रेणी सेव करें' }));
    expect(within(form).getByText('नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByLabelText('श्रेणी की फ़ोटो')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });

  it('lists the brands in Hindi, with their logo column', async () => {
    const brands = [brand(1, { name: 'Vedic Roots', brandSlogan: 'Rooted in tradition' })];
    renderApp('/dashboard/brands', {
      user: admin,
      fetch: taxonomyApi('brands', brands, (id) => brand(id)),
    });
    const table = await screen.findByTestId('brands-table', undefined, LAZY_PAGE);
    expect(screen.getByRole('heading', { name: 'ब्रांड', level: 1 })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'लोगो' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Vedic Roots बदलें' })).toBeVisible();
    expect(screen.getByText('1 ब्रांड')).toBeVisible();
  });
});
