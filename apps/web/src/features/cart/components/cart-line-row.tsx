import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { CART_QUANTITY_MAX } from '@saathi/shared/cart-rules';
import type { CartItem } from '@saathi/shared';
import { paiseToRupees } from '@saathi/shared/money';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { acceptPrice, changeQuantity, removeFromCart } from '../cart-actions';
import { lineTotalPaise } from '../cart-totals';
import { issueText, useCartT } from '../messages';
import { Thumbnail } from '../../../components/ui/thumbnail';

const stepClass =
  'inline-flex size-11 items-center justify-center text-lg font-semibold disabled:opacity-40';

/** What fixes a flagged line, when one action does. */
function IssueAction({ line }: { line: CartItem }) {
  const t = useCartT();
  const { issue } = line;
  if (issue?.code === 'PRICE_CHANGED') {
    return (
      <Button variant="secondary" onClick={() => void acceptPrice(line)}>
        {t('cart.acceptPrice')}
      </Button>
    );
  }
  if (issue?.code === 'NOT_ENOUGH_STOCK' && issue.maxQuantity) {
    return (
      <Button
        variant="secondary"
        onClick={() => void changeQuantity(line, issue.maxQuantity ?? line.quantity)}
      >
        {t('cart.buy', { count: issue.maxQuantity })}
      </Button>
    );
  }
  return null;
}

/** One cart line: image, name, line total and unit price, quantity − / + and remove; a flag when it needs action. */
export function CartLineRow({ line, isBusy }: { line: CartItem; isBusy: boolean }) {
  const t = useCartT();
  const name = line.productName;
  const nameId = `cart-line-${line.id}`;
  return (
    <li
      data-testid="cart-line"
      aria-labelledby={nameId}
      aria-busy={isBusy || undefined}
      className={`flex gap-4 rounded-2xl border bg-white p-4 ${
        line.issue ? 'border-amber-400' : 'border-neutral-200'
      }`}
    >
      <Thumbnail src={line.productImage} className="size-20 sm:size-24" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={nameId} className="font-semibold text-neutral-900">
            <Link to={ROUTES.productDetails(line.productId)} className="hover:underline">
              {line.productName}
            </Link>
            {line.variantLabel ? (
              <span
                className="block text-sm font-normal text-neutral-700"
                data-testid="cart-line-variant"
              >
                {line.variantLabel}
              </span>
            ) : null}
          </h2>
          <p className="text-right">
            <span className="block font-semibold" data-testid="cart-line-total">
              {formatPrice(paiseToRupees(lineTotalPaise(line)))}
            </span>
            <span className="block text-sm text-neutral-700">
              <span data-testid="cart-line-price">{formatPrice(line.productPrice)}</span>{' '}
              {t('cart.each')}
            </span>
          </p>
        </div>
        <p className="text-sm text-green-700">{t('cart.pointsEach', { points: line.points })}</p>
        <div className="flex flex-wrap items-center gap-3">
          <div
            role="group"
            aria-label={t('cart.quantityOf', { name })}
            className="inline-flex items-center rounded-lg border border-neutral-300"
          >
            <button
              type="button"
              className={stepClass}
              aria-label={t('cart.decreaseQuantityOf', { name })}
              onClick={() => void changeQuantity(line, line.quantity - 1)}
            >
              −
            </button>
            <output
              aria-live="polite"
              className="min-w-8 text-center"
              data-testid="cart-line-quantity"
            >
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepClass}
              aria-label={t('cart.increaseQuantityOf', { name })}
              disabled={line.quantity >= CART_QUANTITY_MAX}
              onClick={() => void changeQuantity(line, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <Button
            variant="ghost"
            className="text-red-700"
            aria-label={t('cart.removeName', { name })}
            onClick={() => void removeFromCart(line)}
          >
            {t('cart.remove')}
          </Button>
          {isBusy ? <Spinner size={20} label={t('cart.updating')} /> : null}
        </div>
        {line.issue ? (
          <div
            role="alert"
            data-testid="cart-line-issue"
            className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="flex-1">{issueText(line, t)}</p>
            <IssueAction line={line} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
