import type { OrderDetail } from '@saathi/shared';
import { formatPrice } from '../../../lib/format';
import { DiscountRow } from '../../../components/ui/discount-row';
import { useOrdersT } from '../messages';

/** The order's subtotal, coupon discount, fee and total as charged. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const row = 'flex justify-between gap-4';
  return (
    <dl className="mt-3 space-y-1 border-t border-neutral-200 pt-3">
      <div className={row}>
        <dt>{t('orders.subtotal')}</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
      </div>
      <DiscountRow
        discount={order.discount}
        couponCode={order.couponCode}
        testId="order-discount"
      />
      <div className={row}>
        <dt>{t('orders.fee', { percent: order.feePercent })}</dt>
        <dd>{formatPrice(order.fee)}</dd>
      </div>
      <div className={`${row} text-lg font-semibold`}>
        <dt>{t('orders.total')}</dt>
        <dd data-testid="order-total">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  );
}
