import type { ReactNode } from 'react';
import { CART_FEE_PERCENT } from '@saathi/shared/constants';
import { formatPrice } from '../../../lib/format';
import { DiscountRow } from '../../../components/ui/discount-row';
import { useCartT } from '../messages';

interface CartSummaryProps {
  subtotal: number;
  /** A coupon's discount (checkout), shown with its code before the fee it lowers. */
  discount?: number;
  couponCode?: string | null;
  fee: number;
  total: number;
  itemCount: number;
  /** The call to action under the totals. */
  children?: ReactNode;
}

/**
 * Subtotal, a coupon's discount, the 5% fee and the total, in rupees with two decimals (spec part 2
 * §2, §9; the discount: docs/decisions/0055).
 */
export function CartSummary({
  subtotal,
  discount = 0,
  couponCode,
  fee,
  total,
  itemCount,
  children,
}: CartSummaryProps) {
  const t = useCartT();
  const row = 'flex justify-between gap-4';
  return (
    <section
      aria-labelledby="cart-summary"
      data-testid="cart-summary"
      className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-5"
    >
      <h2 id="cart-summary" className="text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <dl className="space-y-2">
        <div className={row}>
          <dt>{t('cart.subtotal', { count: itemCount })}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <DiscountRow discount={discount} couponCode={couponCode ?? null} testId="cart-discount" />
        <div className={row}>
          <dt>{t('cart.fee', { percent: CART_FEE_PERCENT })}</dt>
          <dd data-testid="cart-fee">{formatPrice(fee)}</dd>
        </div>
        <div className={`${row} border-t border-neutral-200 pt-2 text-lg font-semibold`}>
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
