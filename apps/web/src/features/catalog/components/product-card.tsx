import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { formatPrice } from '../../../lib/format';
import { firstImage, type Product } from '../api/types';
import { StockBadge } from '../../../components/ui/stock-badge';
import { WishlistButton } from '../../wishlist';

/**
 * A product in a grid. `isFirstRow`: its picture is in the first screen (the largest paint, which
 * the page's HTML preloads, decision 0185), so it loads at once and first; the rest wait for the
 * scroll.
 */
export function ProductCard({
  product,
  isFirstRow = false,
}: {
  product: Product;
  isFirstRow?: boolean;
}) {
  const image = firstImage(product.images);
  return (
    <li
      data-testid="product-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white transition-shadow hover:shadow-md"
    >
      <WishlistButton productId={product.id} className="absolute top-2 right-2 z-10" />
      <div className="aspect-square bg-neutral-100">
        {image ? (
          <img
            src={image}
            alt=""
            width={300}
            height={300}
            loading={isFirstRow ? 'eager' : 'lazy'}
            fetchPriority={isFirstRow ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-neutral-900">
          <Link to={ROUTES.productDetails(product.id)} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto font-semibold text-neutral-900">{formatPrice(product.price)}</p>
        <p className="text-sm text-green-700">{product.points ?? 0} BV</p>
        <div className="mt-1">
          <StockBadge inStock={product.inStock} isLowStock={product.isLowStock} />
        </div>
      </div>
    </li>
  );
}
