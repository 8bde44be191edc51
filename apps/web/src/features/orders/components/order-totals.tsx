import type { OrderDetail } from '@saathi/shared';
import { formatPrice } from '../../../lib/format';
import { DiscountRow } from '../../../components/ui/discount-row';

/** The order's subtotal, coupon discount, fee and total as charged. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const row = 'flex justify-between gap-4';
  return (
    <dl className="mt-3 space-y-1 border-t border-neutral-200 pt-3">
      <div className={row}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
      </div>
      <DiscountRow
        discount={order.discount}
        couponCode={order.couponCode}
        testId="order-discount"
      />
      <div className={row}>
        <dt>{`Fee (${order.feePercent}%)`}</dt>
        <dd>{formatPrice(order.fee)}</dd>
      </div>
      <div className={`${row} text-lg font-semibold`}>
        <dt>Total</dt>
        <dd data-testid="order-total">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  );
}
