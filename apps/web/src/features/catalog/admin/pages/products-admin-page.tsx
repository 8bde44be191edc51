import { useState } from 'react';
import { Link } from 'wouter';
import { PRODUCT_SORTS } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { SortSelect } from '../../../../components/admin/list-controls';
import { RowActions } from '../../../../components/admin/row-actions';
import { useConfirmedRemoval } from '../../../../components/admin/use-confirmed-removal';
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
import { useConsoleRowsT } from '../../../../components/admin/row-messages';
import { useConsoleCatalogT, type CatalogKey } from '../catalog-messages';

const PRODUCT_PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { q: '', sort: '', category: '' };
const COLUMN_KEYS = [
  'consoleCatalog.image',
  'consoleCatalog.name',
  'consoleCatalog.category',
  'consoleCatalog.brand',
  'consoleCatalog.price',
  'consoleCatalog.points',
  'consoleCatalog.stock',
  'consoleCatalog.visibility',
  'consoleCatalog.status',
  'consoleCatalog.actions',
] as const;

function StockState({ product }: { product: Product }) {
  const t = useConsoleCatalogT();
  if (!product.inStock) return <Badge tone="danger">{t('consoleCatalog.outOfStock')}</Badge>;
  if (product.isLowStock) return <Badge tone="warning">{t('consoleCatalog.lowStock')}</Badge>;
  return <Badge tone="success">{t('consoleCatalog.inStock')}</Badge>;
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
  const t = useConsoleCatalogT();
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
      <td className={`${tdClass} whitespace-nowrap`}>
        {product.isVisible ? (
          <Badge tone="success">{t('consoleCatalog.visible')}</Badge>
        ) : (
          <Badge>{t('consoleCatalog.hidden')}</Badge>
        )}
      </td>
      <td className={tdClass}>
        {product.isDeleted ? (
          <Badge tone="danger">{t('consoleCatalog.deletedBadge')}</Badge>
        ) : (
          <Badge tone="brand">{t('consoleCatalog.active')}</Badge>
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
// The console's own words (decision 0161), not the shop's SORT_OPTIONS.
const SORT_CHOICES: readonly { value: ProductSort | ''; label: CatalogKey }[] = [
  { value: '', label: 'consoleCatalog.sortBestMatch' },
  { value: 'newest', label: 'consoleCatalog.sortNewest' },
  { value: 'price_asc', label: 'consoleCatalog.sortPriceAsc' },
  { value: 'price_desc', label: 'consoleCatalog.sortPriceDesc' },
  { value: 'name', label: 'consoleCatalog.name' },
  { value: 'popularity', label: 'consoleCatalog.sortPopularity' },
];

/** The range for admins: hidden and deleted products too; search, sort, filter, edit, delete. */
export default function ProductsAdminPage() {
  const list = useListParams(FILTERS, PRODUCT_PAGE_SIZES);
  const { filters, setFilters } = list;
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const deleteProduct = useDeleteProduct();
  const restoreProduct = useRestoreProduct();
  const categories = useAllCategories();
  const brands = useAllBrands();
  const t = useConsoleCatalogT();
  const rowsT = useConsoleRowsT();

  const query: AdminProductQuery = {
    q: filters.q,
    sort: isSort(filters.sort) ? filters.sort : undefined,
    category: /^\d+$/.test(filters.category) ? filters.category : undefined,
    ...list.paging,
  };
  const products = useAdminProducts(query);

  const categoryName = new Map(categories.data?.map((item) => [item.id, item.name]));
  const brandName = new Map(brands.data?.map((item) => [item.id, item.name]));

  // A failed delete leaves its question open, to try again.
  const deletion = useConfirmedRemoval(
    async (product: Product) => {
      await deleteProduct.mutateAsync(product.id);
      toast.success(t('consoleCatalog.deleted', { name: product.name }));
    },
    { keepOnFailure: true },
  );

  const restore = async (product: Product) => {
    setRestoringId(product.id);
    try {
      await restoreProduct.mutateAsync(product);
      toast.success(t('consoleCatalog.restored', { name: product.name }));
    } catch (caught) {
      toast.error(
        isApiError(caught) && caught.fields?.categoryId
          ? t('consoleCatalog.inDeletedCategory', { name: product.name })
          : errorMessage(caught),
      );
    } finally {
      setRestoringId(null);
    }
  };

  const filtered = Boolean(query.q || query.category);
  const addProduct = (
    <Link to={ADMIN_PATHS.newProduct} className={buttonClass('primary')}>
      {t('consoleCatalog.addProduct')}
    </Link>
  );

  return (
    <AdminListPage
      title={t('consoleCatalog.productsTitle')}
      description={t('consoleCatalog.productsDescription')}
      actions={addProduct}
      list={list}
      search={{
        label: t('consoleCatalog.searchProducts'),
        placeholder: t('consoleCatalog.searchHint'),
      }}
      filters={
        <>
          <SortSelect
            value={query.sort ?? ''}
            options={SORT_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
            onChange={(sort) => setFilters({ sort })}
          />
          <SelectField
            label={t('consoleCatalog.category')}
            value={query.category ?? ''}
            onChange={(event) => setFilters({ category: event.target.value })}
            className="w-full sm:w-56"
          >
            <option value="">{t('consoleCatalog.allCategories')}</option>
            {categories.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.isDeleted ? t('consoleCatalog.deletedItem', { name: item.name }) : item.name}
              </option>
            ))}
          </SelectField>
        </>
      }
      count={{ one: t('consoleCatalog.countOne'), many: t('consoleCatalog.countMany') }}
      query={products}
      empty={{
        title: filtered ? t('consoleCatalog.noMatchTitle') : t('consoleCatalog.emptyTitle'),
        description: filtered ? t('consoleCatalog.noMatchText') : t('consoleCatalog.emptyText'),
        action: filtered ? null : addProduct,
      }}
      // Rows hold a 48px picture.
      skeleton={{ item: 'h-14 w-full' }}
      table={{
        columns: COLUMN_KEYS.map((key) => t(key)),
        testId: 'products-table',
        minWidth: '64rem',
      }}
      pager={t('consoleCatalog.productPages')}
      dialogs={
        <ConfirmDialog
          {...deletion.dialog}
          title={t('consoleCatalog.deleteProduct')}
          confirmLabel={rowsT('consoleRows.delete')}
          cancelLabel={rowsT('consoleRows.cancel')}
          busyLabel={t('consoleCatalog.deleting')}
        >
          {deletion.target ? (
            <p>{t('consoleCatalog.deleteProductText', { name: deletion.target.name })}</p>
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
            onDelete={() => deletion.ask(product)}
            onRestore={() => void restore(product)}
          />
        ))
      }
    </AdminListPage>
  );
}
