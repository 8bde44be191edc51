import { ORDER_STATUS_LABELS, type OrderStatus } from '@saathi/shared/order-state';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

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
  return (
    <Badge tone={TONE[status]} testId="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
