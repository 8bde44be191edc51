import { useEffect } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { buttonClass } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../auth';
import { CartLineRow } from '../components/cart-line-row';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';
import { cartTotals } from '../cart-totals';
import { loadCart } from '../cart-store';
import { useCart } from '../hooks/use-cart';
import { useCartT } from '../messages';

/** The cart (spec part 2 §2): lines, quantities, subtotal, 5% fee, total; flagged lines block. */
export default function CartPage() {
  const { user } = useSession();
  const t = useCartT();
  const { items, status, busyLineIds, count, userId } = useCart();
  // Signing in loads the cart; a page opened before that finished (or in tests) asks itself.
  useEffect(() => {
    if (user && userId !== user.id) void loadCart(user.id);
  }, [user, userId]);
  const totals = cartTotals(items);
  const needsAttention = items.some((item) => item.issue);
  const isBusy = busyLineIds.length > 0;

  let body;
  if (status === 'loading' || status === 'idle') {
    body = (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  } else if (status === 'error') {
    body = <ErrorPanel onRetry={() => void (user && loadCart(user.id))} />;
  } else if (count === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <ul className="space-y-4">
          {items.map((line) => (
            <CartLineRow key={line.id} line={line} isBusy={busyLineIds.includes(line.id)} />
          ))}
        </ul>
        <div>
          <CartSummary {...totals} itemCount={count}>
            {needsAttention ? (
              <p role="status" className="text-sm text-amber-900">
                {t('cart.resolveFirst')}
              </p>
            ) : null}
            {needsAttention || isBusy ? (
              <span
                aria-disabled="true"
                className={buttonClass('primary', 'w-full cursor-not-allowed opacity-60')}
              >
                {t('cart.proceed')}
              </span>
            ) : (
              <Link to={ROUTES.checkout} className={buttonClass('primary', 'w-full')}>
                {t('cart.proceed')}
              </Link>
            )}
          </CartSummary>
        </div>
      </div>
    );
  }

  return (
    <section>
      <title>{t('cart.title')}</title>
      <h1 className="text-2xl font-semibold">{t('cart.title')}</h1>
      <div className="mt-6">{body}</div>
    </section>
  );
}
