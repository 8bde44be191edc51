import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useProducts } from '../api/get-products';
import { useShopT } from '../messages';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const COUNT = 8;

/**
 * A few products for the home page: their shape while they load, then the cards; nothing when
 * the catalogue has no products.
 */
export function FeaturedProducts() {
  const { data, isPending } = useProducts();
  const t = useShopT();
  const products = data?.items;
  if (!isPending && !products?.length) return null;
  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-products" className="text-2xl font-semibold">
          {t('shop.popularProducts')}
        </h2>
        <Link to={ROUTES.products} className="font-semibold text-brand hover:underline">
          {t('shop.seeAllProducts')}
        </Link>
      </div>
      <div className="mt-6">
        {products ? (
          <ProductGrid products={products.slice(0, COUNT)} />
        ) : (
          <ProductGridSkeleton count={COUNT} />
        )}
      </div>
    </section>
  );
}
