import { useState } from 'react';
import { Link } from 'wouter';
import { PRODUCT_SORTS } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { SortSelect } from '../../../../components/admin/list-controls';
import { RowActions } from '../../../../components/admin/row-actions';
import { Badge } from '../../../../components/ui/badge';
import { buttonClass } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { toast } from '../../../../components/ui/toast';
import { useListParams } from '../../../../hooks/use-list-params';
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

const PRODUCT_PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { q: '', sort: '', category: '' };
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

interface ProductRowProps {
  product: Product;
  categoryName: Map<number, string>;
  brandName: Map<number, string>;
  restoring: boolean;
  onDelete: () => void;
  onRestore: () => void;
}

function ProductRow({
  product,
  categoryName,
  brandName,
  restoring,
  onDelete,
  onRestore,
}: ProductRowProps) {
  return (
    <tr data-testid="product-row" className="hover:bg-neutral-50">
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
        {product.categoryId === null ? '—' : (categoryName.get(product.categoryId) ?? '—')}
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
        {product.isVisible ? <Badge tone="success">Visible</Badge> : <Badge>Hidden</Badge>}
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
          onDelete={onDelete}
          restore={{ deleted: product.isDeleted, busy: restoring, onRestore }}
        />
      </td>
    </tr>
  );
}

const isSort = (value: string): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value);
// The console stays in English until it is translated (issue 29), so not the shop's SORT_OPTIONS.
const SORT_CHOICES: readonly { value: ProductSort | ''; label: string }[] = [
  { value: '', label: 'Newest (best match when searching)' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
  { value: 'popularity', label: 'Popularity' },
];

/** The range for admins: hidden and deleted products too; search, sort, filter, edit, delete. */
export default function ProductsAdminPage() {
  const list = useListParams(FILTERS, PRODUCT_PAGE_SIZES);
  const { filters, setFilters } = list;
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const deleteProduct = useDeleteProduct();
  const restoreProduct = useRestoreProduct();
  const categories = useAllCategories();
  const brands = useAllBrands();

  const query: AdminProductQuery = {
    q: filters.q,
    sort: isSort(filters.sort) ? filters.sort : undefined,
    category: /^\d+$/.test(filters.category) ? filters.category : undefined,
    ...list.paging,
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
  const addProduct = (
    <Link to={ADMIN_PATHS.newProduct} className={buttonClass('primary')}>
      Add product
    </Link>
  );

  return (
    <AdminListPage
      title="Products"
      description="The whole range, hidden and deleted products too."
      actions={addProduct}
      list={list}
      search={{ label: 'Search products', placeholder: 'Name or description' }}
      filters={
        <>
          <SortSelect
            value={query.sort ?? ''}
            options={SORT_CHOICES}
            onChange={(sort) => setFilters({ sort })}
          />
          <SelectField
            label="Category"
            value={query.category ?? ''}
            onChange={(event) => setFilters({ category: event.target.value })}
            className="w-full sm:w-56"
          >
            <option value="">All categories</option>
            {categories.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.isDeleted ? `${item.name} (deleted)` : item.name}
              </option>
            ))}
          </SelectField>
        </>
      }
      count={{ one: 'product', many: 'products' }}
      query={products}
      empty={{
        title: filtered ? 'No products match' : 'No products yet',
        description: filtered
          ? 'Try another search or category.'
          : 'Add the first product: its name, price, points and at least one image.',
        action: filtered ? null : addProduct,
      }}
      // Rows hold a 48px picture.
      skeleton={{ item: 'h-14 w-full' }}
      table={{ columns: COLUMNS, testId: 'products-table', minWidth: '64rem' }}
      pager="Product pages"
      dialogs={
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
      }
    >
      {(data) =>
        data.items.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            categoryName={categoryName}
            brandName={brandName}
            restoring={restoringId === product.id}
            onDelete={() => setToDelete(product)}
            onRestore={() => void restore(product)}
          />
        ))
      }
    </AdminListPage>
  );
}
