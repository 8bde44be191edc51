import { Link, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { buttonClass } from '../../../components/ui/button';
import { isApiError } from '../../../lib/http';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import type { Product } from '../api/types';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

const matches = (product: Product, term: string) =>
  `${product.name} ${product.description ?? ''}`.toLowerCase().includes(term.toLowerCase());

export default function ProductsPage() {
  const { type } = useParams();
  const [searchParams] = useSearchParams();
  const term = searchParams.get('q')?.trim() ?? '';
  const products = useProducts();
  const categories = useCategories();

  const category = type
    ? categories.data?.find((c) => c.categoryUniqueName.toLowerCase() === type.toLowerCase())
    : undefined;
  const heading = category?.name ?? (type ? decodeURIComponent(type) : 'All products');
  const shown = (products.data ?? [])
    .filter((p) => !category || p.categoryId === category.id)
    .filter((p) => !term || matches(p, term));
  // A missing catalogue (404) is an empty shop, not an error.
  const failed = products.isError && !(isApiError(products.error) && products.error.status === 404);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <title>{heading}</title>
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {term ? (
        <p className="mt-2 text-neutral-700">
          Results for <q>{term}</q>
        </p>
      ) : null}
      <div className="mt-8">
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : failed ? (
          <ErrorPanel
            message={products.error?.message}
            onRetry={() => void products.refetch()}
            retrying={products.isRefetching}
          />
        ) : shown.length > 0 ? (
          <ProductGrid products={shown} />
        ) : (
          <EmptyState
            title={term || type ? 'No matching products' : 'No products yet'}
            description={
              term || type
                ? 'Try another search word, or look through all products.'
                : 'Products appear here as soon as the company adds them to the catalogue. Meanwhile, learn how our business works or join as an associate.'
            }
            action={
              term || type ? (
                <Link to={ROUTES.products} className={buttonClass('primary')}>
                  See all products
                </Link>
              ) : (
                <Link to={ROUTES.signup} className={buttonClass('primary')}>
                  Join as associate
                </Link>
              )
            }
          />
        )}
      </div>
    </div>
  );
}
