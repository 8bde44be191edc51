import { Link, useParams } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { buttonClass } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useProduct } from '../api/get-product';
import { firstImage } from '../api/types';

export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch, isRefetching } = useProduct(id);
  const notFound =
    (isError && isApiError(error) && error.status === 404) || (!isPending && !isError && !product);

  if (isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2" aria-busy="true">
        <Skeleton className="aspect-square" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    );
  }
  if (notFound || !product) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        {notFound ? (
          <EmptyState
            title="Product not found"
            description="This product is no longer in the catalogue. Have a look at the other products."
            action={
              <Link to={ROUTES.products} className={buttonClass('primary')}>
                See all products
              </Link>
            }
          />
        ) : (
          <ErrorPanel
            message={error?.message}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        )}
      </div>
    );
  }

  const image = firstImage(product.images);
  return (
    <article className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2">
      <title>{product.name}</title>
      <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100">
        {image ? (
          <img
            src={image}
            alt={product.name}
            width={600}
            height={600}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div>
        <h1 className="text-3xl font-semibold">{product.name}</h1>
        <p className="mt-4 text-2xl font-semibold">{formatPrice(product.price)}</p>
        {product.points ? <p className="mt-1 text-green-700">{product.points} BV</p> : null}
        {product.description ? (
          <p className="mt-6 text-neutral-700">{product.description}</p>
        ) : null}
      </div>
    </article>
  );
}
