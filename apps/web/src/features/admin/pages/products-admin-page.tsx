import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_SORTS } from '@saathi/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import {
  useAdminProducts,
  useDeleteProduct,
  useRestoreProduct,
  type AdminProductQuery,
} from '../../catalog/api/admin-products';
import { useAllBrands, useAllCategories } from '../../catalog/api/admin-taxonomy-reads';
import type { Product, ProductSort } from '../../catalog/api/types';
import { SORT_OPTIONS } from '../../catalog/catalogue-params';
import { ADMIN_PATHS } from '../admin-nav';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable, tdClass } from '../components/admin-table';
import { useSearchFilters } from '../components/use-search-filters';

const PRODUCT_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { q: '', sort: '', category: '', page: '1', limit: '20' };
const SEARCH_DELAY_MS = 300;
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
const actionClass = 'inline-flex min-h-11 items-center px-2 font-semibold';

function StockState({ product }: { product: Product }) {
  if (!product.inStock) return <Badge tone="danger">Out of stock</Badge>;
  if (product.isLowStock) return <Badge tone="warning">Low stock</Badge>;
  return <Badge tone="success">In stock</Badge>;
}

const isSort = (value: string): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value);

/** The range for admins: hidden and deleted products too; search, sort, filter, edit, delete. */
export default function ProductsAdminPage() {
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const deleteProduct = useDeleteProduct();
  const restoreProduct = useRestoreProduct();
  const categories = useAllCategories();
  const brands = useAllBrands();

  // The search reaches the URL once typing pauses (and goes back to page 1).
  const pushed = useRef(params.q);
  useEffect(() => {
    const q = debounced.trim();
    if (q === pushed.current) return;
    pushed.current = q;
    setParams({ q, page: '1' });
  }, [debounced, setParams]);

  const query: AdminProductQuery = {
    q: params.q,
    sort: isSort(params.sort) ? params.sort : undefined,
    category: /^\d+$/.test(params.category) ? params.category : undefined,
    page: Math.max(1, Number(params.page) || 1),
    limit: (PRODUCT_PAGE_SIZES as readonly number[]).includes(Number(params.limit))
      ? Number(params.limit)
      : 20,
  };
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } =
    useAdminProducts(query);

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

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
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
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Search products"
          type="search"
          placeholder="Name or description"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-72"
        />
        <SelectField
          label="Sort by"
          value={query.sort ?? ''}
          onChange={(event) => setParams({ sort: event.target.value, page: '1' })}
          className="w-full sm:w-56"
        >
          <option value="">Newest (best match when searching)</option>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
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
        {data ? (
          <p className="pb-3 text-sm text-neutral-700" aria-live="polite">
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <div aria-busy="true" className="space-y-2">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      ) : isError ? (
        <ErrorPanel
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'No products match' : 'No products yet'}
          description={
            filtered
              ? 'Try another search or category.'
              : 'Add the first product: its name, price, points and at least one image.'
          }
          action={
            filtered ? null : (
              <Link to={ADMIN_PATHS.newProduct} className={buttonClass('primary')}>
                Add product
              </Link>
            )
          }
        />
      ) : (
        <div className={`space-y-4 ${isPlaceholderData ? 'opacity-60' : ''}`}>
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
                  <Link
                    to={ADMIN_PATHS.product(product.id)}
                    aria-label={`Edit ${product.name}`}
                    className={`${actionClass} text-brand`}
                  >
                    Edit
                  </Link>
                  {product.isDeleted ? (
                    <Button
                      variant="ghost"
                      busy={restoringId === product.id}
                      busyText="Restoring..."
                      aria-label={`Restore ${product.name}`}
                      onClick={() => void restore(product)}
                    >
                      Restore
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      className="text-red-700"
                      aria-label={`Delete ${product.name}`}
                      onClick={() => setToDelete(product)}
                    >
                      Delete
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            page={query.page}
            pageCount={pageCount}
            onPage={(page) => setParams({ page: String(page) })}
            limit={query.limit}
            pageSizes={PRODUCT_PAGE_SIZES}
            onLimit={(limit) => setParams({ limit: String(limit), page: '1' })}
            label="Product pages"
          />
        </div>
      )}
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
