import {
  ADMIN_PATHS,
  formatRupees,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { listShopperOrders } from './read-orders';

const RECENT = 10;

/** The orders section of a user's page in the console (modules/user-directory). */
export async function ordersUserSection({ db, userId }: { db: Db; userId: number }) {
  const { items, total } = await listShopperOrders({ db, userId, page: 1, limit: RECENT });
  return {
    key: 'orders',
    title: 'Orders',
    columns: [
      { key: 'number', label: 'Order' },
      { key: 'placedAt', label: 'Placed' },
      { key: 'status', label: 'Status' },
      { key: 'payment', label: 'Payment' },
      { key: 'total', label: 'Total' },
    ],
    rows: items.map((item) => ({
      number: item.number,
      placedAt: item.placedAt,
      status: ORDER_STATUS_LABELS[item.status],
      payment: PAYMENT_METHOD_LABELS[item.paymentMethod],
      total: formatRupees(item.total),
    })),
    href: total > 0 ? ADMIN_PATHS.orders : null,
    summary: [{ label: 'Orders in all', value: String(total) }],
  };
}
