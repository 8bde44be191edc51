import { Suspense, useState } from 'react';
import { useParams } from 'wouter';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPrice } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { AddToCartButton } from '../components/add-to-cart-button';
import { ShareProductButton } from '../../shop-link';
import { WishlistButton } from '../../wishlist';
import { NotFoundPage } from '../../errors';
import { useLiveStock } from '../api/get-availability';
import { useBrands } from '../api/get-brands';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';
import type { ProductDetail } from '../api/types';
import type { ProductVariant } from '@saathi/shared';
import { VariantChooser } from '../components/variant-chooser';
import { KindDetails } from '../components/kind-details';
import { ProductFacts } from '../components/product-facts';
import { ProductGallery } from '../components/product-gallery';
import { ProductGrid } from '../components/product-grid';
import { StockBadge } from '../../../components/ui/stock-badge';
import { useShopT } from '../messages';

const QUANTITY_MAX = 10;

function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useShopT();
  const step =
    'inline-flex size-11 items-center justify-center text-lg font-semibold disabled:opacity-40';
  return (
    <div role="group" aria-label={t('shop.quantity')} className="flex items-center gap-3">
      <span className="font-semibold text-neutral-800">{t('shop.quantity')}</span>
      <div className="inline-flex items-center rounded-lg border border-neutral-300">
        <button
          type="button"
          className={step}
          aria-label={t('shop.decreaseQuantity')}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output aria-live="polite" className="min-w-8 text-center" data-testid="quantity">
          {value}
        </output>
        <button
          type="button"
          className={step}
          aria-label={t('shop.increaseQuantity')}
          disabled={value >= QUANTITY_MAX}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

function RelatedProducts({ product }: { product: ProductDetail }) {
  const t = useShopT();
  const related = useProducts(
    { category: String(product.categoryId ?? ''), limit: 5 },
    { enabled: product.categoryId !== null },
  );
  const items = (related.data?.items ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="text-2xl font-semibold">
        {t('shop.relatedProducts')}
      </h2>
      <div className="mt-6">
        <ProductGrid products={items} />
      </div>
    </section>
  );
}

/** The price of what is chosen, with its MRP struck through and the discount, when it has one. */
function VariantPrice({ price, mrp, discountPercent }: ProductVariant) {
  const t = useShopT();
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-3" data-testid="product-price">
      <span className="text-2xl font-semibold">{formatPrice(price)}</span>
      {mrp > price ? (
        <>
          <span className="text-neutral-700">
            {t('shop.mrp')} <s>{formatPrice(mrp)}</s>
          </span>
          <span className="font-semibold text-green-700">
            {t('shop.percentOff', { percent: discountPercent })}
          </span>
        </>
      ) : null}
    </p>
  );
}

function ProductDetails({ product: read }: { product: ProductDetail }) {
  const t = useShopT();
  const stockOf = useLiveStock([read]);
  const product = { ...read, ...stockOf(read) };
  const brands = useBrands();
  const brand = brands.data?.find((b) => b.id === product.brandId);
  const variants = product.variants ?? [];
  const isChoosing = variants.length > 1;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = isChoosing
    ? (variants.find((variant) => variant.id === chosenId) ?? null)
    : (variants[0] ?? null);
  // A product without real variants may still list sizes saved on it: shown, not chosen.
  const sizes = product.sizes?.length ? product.sizes : (product.clothingDetails?.sizes ?? []);
  // The chosen variant's own stock, within what the live read (after sign-in) says of the product.
  const stock =
    chosen && isChoosing
      ? { inStock: product.inStock && chosen.inStock, isLowStock: chosen.isLowStock }
      : product;
  const [quantity, setQuantity] = useState(1);
  const hintId = 'choose-variant-hint';

  return (
    <div data-testid="product-details" className="mx-auto max-w-7xl px-4 py-8">
      <title>{product.name}</title>
      <article className="grid gap-8 md:grid-cols-2">
        <ProductGallery name={product.name} images={product.images ?? []} />
        <div>
          <h1 className="text-3xl font-semibold">{product.name}</h1>
          {brand ? (
            <p className="mt-1 text-neutral-700">{t('shop.byBrand', { brand: brand.name })}</p>
          ) : null}
          {chosen ? (
            <VariantPrice {...chosen} />
          ) : (
            <p className="mt-4 text-2xl font-semibold" data-testid="product-price">
              {t('shop.fromPrice', { price: formatPrice(product.price) })}
            </p>
          )}
          <p className="mt-1 font-semibold text-green-700">
            {chosen?.points ?? product.points ?? 0} BV
          </p>
          {product.pointDescription ? (
            <p className="text-sm text-neutral-700">{product.pointDescription}</p>
          ) : null}
          {chosen?.netQuantity ? (
            <p className="mt-1 text-sm text-neutral-700">
              {t('shop.netQuantity', { quantity: chosen.netQuantity })}
            </p>
          ) : null}
          <div className="mt-4">
            <StockBadge inStock={stock.inStock} isLowStock={stock.isLowStock} />
          </div>
          {product.description ? (
            // The company's words: in Hindi where it wrote them (decision 0165), else English.
            <p
              lang={product.descriptionLanguage ?? 'en'}
              className="mt-6 whitespace-pre-line text-neutral-700"
            >
              {product.description}
            </p>
          ) : null}
          {isChoosing ? (
            <VariantChooser
              legend={t(product.clothingDetails ? 'shop.size' : 'shop.sizeOrPack')}
              variants={variants}
              chosenId={chosenId}
              onChoose={setChosenId}
            />
          ) : sizes.length > 0 ? (
            <p className="mt-6 text-neutral-800">
              <span className="font-semibold">{t('shop.sizes')} </span>
              {sizes.join(', ')}
            </p>
          ) : null}
          {stock.inStock ? (
            <div className="mt-6">
              <QuantityStepper value={quantity} onChange={setQuantity} />
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <AddToCartButton
              productId={product.id}
              variantId={isChoosing ? chosen?.id : undefined}
              quantity={quantity}
              disabled={!stock.inStock || (isChoosing && !chosen)}
              describedBy={isChoosing && !chosen ? hintId : undefined}
              className="min-w-40"
            />
            <WishlistButton productId={product.id} className="border border-neutral-300" />
            <Suspense fallback={null}>
              <ShareProductButton productId={product.id} name={product.name} />
            </Suspense>
          </div>
          {isChoosing && !chosen ? (
            <p id={hintId} className="mt-2 text-sm text-neutral-700">
              {t('shop.chooseFirst')}
            </p>
          ) : null}
          <KindDetails product={product} />
          <ProductFacts product={product} />
        </div>
      </article>
      <RelatedProducts product={product} />
    </div>
  );
}

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
  if (notFound) return <NotFoundPage />;
  if (!product) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ErrorPanel
          message={error?.message}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </div>
    );
  }
  return <ProductDetails key={product.id} product={product} />;
}
