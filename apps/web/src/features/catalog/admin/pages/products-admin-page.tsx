import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_SORTS } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import {
  ListToolbar,
  MatchCount,
  pagingFrom,
  UrlPager,
} from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { RowActions } from '../../../../components/admin/row-actions';
import { Badge } from '../../../../components/ui/badge';
import { buttonClass } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { toast } from '../../../../components/ui/toast';
import { useSearchBox } from '../../../../hooks/use-search-box';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import { formatPrice } from '../../../../lib/format';
import { isApiError } from '../../../../lib/http';
import {
  useAdminProducts,
  useDeleteProduct,
  useRestoreProduct,
  type AdminProductQuery,
} from '../../api/admin-products';
import { useAllBrands, useAllCategories } from '../../api/admin-taxonomy-reads';
import type { Product, ProductSort } from '../../api/types';
import { SORT_OPTIONS } from '../../catalogue-params';
import { pageCountOf } from '../../../../components/ui/pager';

const PRODUCT_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { q: '', sort: '', category: '', page: '1', limit: '20' };
const COLUMNS = [
  'Image',
  'Name',
  'Category',
  'Brand',
  'Price',
  'Points (BV)',
  'Stock',
  'Visibility',
  'Status',
  'Actions',
] as const;

function StockState({ product }: { product: Product }) {
  if (!product.inStock) return <Badge tone="danger">Out of stock</Badge>;
  if (product.isLowStock) return <Badge tone="warning">Low stock</Badge>;
  return <Badge tone="success">In stock</Badge>;
}

const isSort = (value: string): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value);
const SORT_CHOICES: readonly { value: ProductSort | ''; label: string }[] = [
  { value: '', label: 'Newest (best match when searching)' },
  ...SORT_OPTIONS,
];

/** The range for admins: hidden and deleted products too; search, sort, filter, edit, delete. */
export default function ProductsAdminPage() {
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const deleteProduct = useDeleteProduct();
  const restoreProduct = useRestoreProduct();
  const categories = useAllCategories();
  const brands = useAllBrands();

  const query: AdminProductQuery = {
    q: params.q,
    sort: isSort(params.sort) ? params.sort : undefined,
    category: /^\d+$/.test(params.category) ? params.category : undefined,
    ...pagingFrom(params, PRODUCT_PAGE_SIZES, 20),
  };
  const products = useAdminProducts(query);

  const categoryName = new Map(categories.data?.map((item) => [item.id, item.name]));
  const brandName = new Map(brands.data?.map((item) => [item.id, item.name]));

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteProduct.mutateAsync(toDelete.id);
      toast.success(`${toDelete.name} deleted`);
      setToDelete(null);
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };

  const restore = async (product: Product) => {
    setRestoringId(product.id);
    try {
      await restoreProduct.mutateAsync(product);
      toast.success(`${product.name} restored`);
    } catch (caught) {
      toast.error(
        isApiError(caught) && caught.fields?.categoryId
          ? `${product.name} is in a deleted category: edit it to choose another, then save.`
          : errorMessage(caught),
      );
    } finally {
      setRestoringId(null);
    }
  };

  const filtered = Boolean(query.q || query.category);

  return (
    <section>
      <AdminPageHeader
        title="Products"
        description="The whole range, hidden and deleted products too."
        actions={
          <Link to={ADMIN_PATHS.newProduct} className={buttonClass('primary')}>
            Add product
          </Link>
        }
      />
      <ListToolbar
        searchLabel="Search products"
        placeholder="Name or description"
        search={search}
        onSearch={setSearch}
        sort={{
          value: query.sort ?? '',
          options: SORT_CHOICES,
          onChange: (sort) => setParams({ sort, page: '1' }),
        }}
      >
        <SelectField
          label="Category"
          value={query.category ?? ''}
          onChange={(event) => setParams({ category: event.target.value, page: '1' })}
          className="w-full sm:w-56"
        >
          <option value="">All categories</option>
          {categories.data?.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.isDeleted ? `${item.name} (deleted)` : item.name}
            </option>
          ))}
        </SelectField>
        <MatchCount total={products.data?.total} one="product" many="products" />
      </ListToolbar>
      <QueryView
        query={products}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: filtered ? 'No products match' : 'No products yet',
          description: filtered
            ? 'Try another search or category.'
            : 'Add the first product: its name, price, points and at least one image.',
          action: filtered ? null : (
            <Link to={ADMIN_PATHS.newProduct} className={buttonClass('primary')}>
              Add product
            </Link>
          ),
        }}
        // Rows hold a 48px picture.
        skeleton={{ item: 'h-14 w-full' }}
      >
        {(data) => (
          <div className={`space-y-4 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
            <AdminTable columns={COLUMNS} testId="products-table" minWidth="64rem">
              {data.items.map((product) => (
                <tr key={product.id} data-testid="product-row" className="hover:bg-neutral-50">
                  <td className={tdClass}>
                    {product.images[0] ? (
                      <img
                        src={product.images[0].thumb}
                        alt={product.name}
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 rounded-md border border-neutral-200 object-cover"
                      />
                    ) : (
                      <span className="text-neutral-500">—</span>
                    )}
                  </td>
                  <td className={`${tdClass} font-semibold break-words`}>
                    <Link to={ADMIN_PATHS.product(product.id)} className="hover:text-brand">
                      {product.name}
                    </Link>
                  </td>
                  <td className={tdClass}>
                    {product.categoryId === null
                      ? '—'
                      : (categoryName.get(product.categoryId) ?? '—')}
                  </td>
                  <td className={tdClass}>
                    {product.brandId === null ? '—' : (brandName.get(product.brandId) ?? '—')}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatPrice(product.price)}</td>
                  <td className={tdClass}>{product.points}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <StockState product={product} />
                  </td>
                  <td className={tdClass}>
                    {product.isVisible ? (
                      <Badge tone="success">Visible</Badge>
                    ) : (
                      <Badge>Hidden</Badge>
                    )}
                  </td>
                  <td className={tdClass}>
                    {product.isDeleted ? (
                      <Badge tone="danger">Deleted</Badge>
                    ) : (
                      <Badge tone="brand">Active</Badge>
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <RowActions
                      name={product.name}
                      edit={ADMIN_PATHS.product(product.id)}
                      onDelete={() => setToDelete(product)}
                      restore={{
                        deleted: product.isDeleted,
                        busy: restoringId === product.id,
                        onRestore: () => void restore(product),
                      }}
                    />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <UrlPager
              page={query.page}
              pageCount={pageCountOf(data.total, data.limit)}
              limit={query.limit}
              sizes={PRODUCT_PAGE_SIZES}
              setParams={setParams}
              label="Product pages"
            />
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this product?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteProduct.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <p>
            “{toDelete.name}” will be hidden from the shop. Orders keep it, and it can be restored
            from this list.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
