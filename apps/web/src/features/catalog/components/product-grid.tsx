import { SHOP_FIRST_ROW } from '@saathi/shared/routes';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLiveStock } from '../api/get-availability';
import type { Product } from '../api/types';
import { ProductCard } from './product-card';

export function ProductGrid({ products }: { products: Product[] }) {
  const stockOf = useLiveStock(products);
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={{ ...product, ...stockOf(product) }}
          isFirstRow={index < SHOP_FIRST_ROW}
        />
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-neutral-200">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
