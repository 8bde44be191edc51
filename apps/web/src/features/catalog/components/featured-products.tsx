import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

/** A few products for the home page; renders nothing until the catalogue has products. */
export function FeaturedProducts() {
  const { data } = useProducts();
  const products = data?.items;
  if (!products?.length) return null;
  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-products" className="text-2xl font-semibold">
          Popular products
        </h2>
        <Link to={ROUTES.products} className="font-semibold text-brand hover:underline">
          See all products
        </Link>
      </div>
      <div className="mt-6">
        <ProductGrid products={products.slice(0, 8)} />
      </div>
    </section>
  );
}
