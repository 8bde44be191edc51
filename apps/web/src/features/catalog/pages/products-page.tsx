import { useLocation, useParams, useSearchParams } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Pager } from '../../../components/ui/pager';
import { isApiError } from '../../../lib/http';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import {
  hasFilters,
  readCatalogueState,
  toProductQuery,
  withChanges,
  type FilterKey,
} from '../catalogue-params';
import { ProductFilters } from '../components/product-filters';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { useShopT } from '../messages';

const productsPath = (category: string, params: URLSearchParams) => {
  const search = params.toString();
  const path = category ? `${ROUTES.products}/${encodeURIComponent(category)}` : ROUTES.products;
  return search ? `${path}?${search}` : path;
};

export default function ProductsPage() {
  const { type = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const t = useShopT();
  const state = readCatalogueState(searchParams);
  const categories = useCategories();
  const brands = useBrands();
  const products = useProducts(toProductQuery(state, type));

  const category = type
    ? categories.data?.find((c) => c.categoryUniqueName.toLowerCase() === type.toLowerCase())
    : undefined;
  const title = category?.name ?? (type ? type : t('shop.allProducts'));
  const heading = state.q ? t('shop.resultsFor', { term: state.q }) : title;
  const filtered = hasFilters(state, type);

  const change = (changes: Partial<Record<FilterKey | 'page', string | null>>) =>
    setSearchParams(withChanges(searchParams, changes));
  const onCategory = (next: string) => navigate(productsPath(next, withChanges(searchParams, {})));
  const clearFilters = () => {
    const next = new URLSearchParams();
    if (state.sort) next.set('sort', state.sort);
    navigate(productsPath('', next));
  };

  // A missing catalogue (404) is an empty shop, not an error.
  const failed = products.isError && !(isApiError(products.error) && products.error.status === 404);
  const data = products.data;
  const items = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.limit))) : 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <title>{heading}</title>
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {state.q && type ? (
        <p className="mt-2 text-neutral-700">{t('shop.inCategory', { category: title })}</p>
      ) : null}
      <section aria-label={t('shop.filters')} className="mt-6">
        <ProductFilters
          state={state}
          category={category?.categoryUniqueName ?? type}
          categories={categories.data ?? []}
          brands={brands.data ?? []}
          onCategory={onCategory}
          onChange={change}
        />
      </section>
      <div className="mt-8" aria-busy={products.isFetching || undefined}>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : failed ? (
          <ErrorPanel
            message={products.error?.message}
            onRetry={() => void products.refetch()}
            retrying={products.isRefetching}
          />
        ) : items.length > 0 ? (
          <>
            {/* The results' heading, between the page's h1 and the cards' h3. */}
            <h2 className="mb-4 text-sm font-normal text-neutral-700" aria-live="polite">
              {t('shop.productCount', { count: data?.total ?? items.length })}
            </h2>
            <ProductGrid products={items} />
            {pageCount > 1 ? (
              <div className="mt-8">
                <Pager
                  page={state.page}
                  pageCount={pageCount}
                  onPage={(page) => change({ page: String(page) })}
                  label={t('shop.productPages')}
                />
              </div>
            ) : null}
          </>
        ) : filtered || state.page > 1 ? (
          <EmptyState
            title={t('shop.noMatchTitle')}
            description={t('shop.noMatchText')}
            action={<Button onClick={clearFilters}>{t('shop.clearFilters')}</Button>}
          />
        ) : (
          <EmptyState title={t('shop.noProductsTitle')} description={t('shop.noProductsText')} />
        )}
      </div>
    </div>
  );
}
