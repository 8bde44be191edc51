import type { ReactNode } from 'react';
import { CART_FEE_PERCENT } from '@saathi/shared/constants';
import { formatPrice } from '../../../lib/format';

interface CartSummaryProps {
  subtotal: number;
  fee: number;
  total: number;
  itemCount: number;
  /** The call to action under the totals. */
  children?: ReactNode;
}

/** Subtotal, the 5% fee and the total, in rupees with two decimals (spec part 2 §2, §9). */
export function CartSummary({ subtotal, fee, total, itemCount, children }: CartSummaryProps) {
  const row = 'flex justify-between gap-4';
  return (
    <section
      aria-labelledby="cart-summary"
      data-testid="cart-summary"
      className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-5"
    >
      <h2 id="cart-summary" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="space-y-2">
        <div className={row}>
          <dt>{`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>{`Fee (${CART_FEE_PERCENT}%)`}</dt>
          <dd data-testid="cart-fee">{formatPrice(fee)}</dd>
        </div>
        <div className={`${row} border-t border-neutral-200 pt-2 text-lg font-semibold`}>
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
