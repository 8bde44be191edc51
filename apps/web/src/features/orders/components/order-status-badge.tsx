import type { OrderStatus } from '@saathi/shared/order-state';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ORDER_STATUS_KEYS, useOrdersT } from '../messages';

const TONE: Record<OrderStatus, BadgeTone> = {
  PENDING_PAYMENT: 'warning',
  PLACED: 'brand',
  CONFIRMED: 'brand',
  PACKED: 'brand',
  SHIPPED: 'brand',
  DELIVERED: 'success',
  CANCELLED: 'danger',
  EXPIRED: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  return (
    <Badge tone={TONE[status]} testId="order-status">
      {t(ORDER_STATUS_KEYS[status])}
    </Badge>
  );
}
