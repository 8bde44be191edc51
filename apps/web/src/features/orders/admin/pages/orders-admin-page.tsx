import { Link } from 'wouter';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@saathi/shared/order-state';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { formatPhone } from '@saathi/shared/phone';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { DateRangeFilter, FilterSelect } from '../../../../components/admin/list-controls';
import { useListParams } from '../../../../hooks/use-list-params';
import { formatDate, formatPrice } from '../../../../lib/format';
import type { AdminOrderSummary } from '@saathi/shared';
import { exportOrders, useAdminOrders, type AdminOrderFilters } from '../../api/admin-orders-api';
import { OrderStatusBadge } from '../../components/order-status-badge';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS: AdminOrderFilters = { q: '', status: '', paymentMethod: '', from: '', to: '' };
const COLUMNS = ['Order', 'Placed', 'Customer', 'Items', 'Total', 'Payment', 'Status'] as const;

function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <tr data-testid="admin-order-row">
      <td className={tdClass}>
        <Link
          to={ADMIN_PATHS.order(order.number)}
          className="font-semibold text-brand hover:underline"
        >
          {order.number}
        </Link>
      </td>
      <td className={tdClass}>{formatDate(order.placedAt)}</td>
      <td className={tdClass}>
        <span className="block">{order.customerName}</span>
        {order.customerPhone ? (
          <span className="block text-neutral-700">{formatPhone(order.customerPhone)}</span>
        ) : null}
      </td>
      <td className={tdClass}>{order.itemCount}</td>
      <td className={tdClass}>{formatPrice(order.total)}</td>
      <td className={tdClass}>
        <span className="block">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <span className="block text-neutral-700">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>
      </td>
      <td className={tdClass}>
        <OrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}

/** Every order: filter by status, payment method and dates, search, page, export as CSV. */
export default function OrdersAdminPage() {
  const list = useListParams(FILTERS, PAGE_SIZES);
  const { filters, setFilters } = list;
  const orders = useAdminOrders({ ...filters, ...list.paging });
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <AdminListPage
      title="Orders"
      description="Orders from the shop: confirm, pack, ship with tracking, deliver or cancel."
      onExport={() => exportOrders(filters)}
      list={list}
      search={{ label: 'Search orders', placeholder: 'Order number, customer or phone' }}
      filters={
        <>
          <FilterSelect
            label="Status"
            value={filters.status}
            values={ORDER_STATUSES}
            labels={ORDER_STATUS_LABELS}
            anyLabel="All statuses"
            onChange={(status) => setFilters({ status })}
          />
          <FilterSelect
            label="Payment method"
            value={filters.paymentMethod}
            values={PAYMENT_METHODS}
            labels={PAYMENT_METHOD_LABELS}
            anyLabel="All methods"
            onChange={(paymentMethod) => setFilters({ paymentMethod })}
            className="w-full sm:w-56"
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        </>
      }
      count={{ one: 'order', many: 'orders' }}
      query={orders}
      empty={{
        title: isFiltered ? 'No orders match these filters' : 'No orders yet',
        description: isFiltered
          ? 'Try another search, status, method or dates.'
          : 'Orders appear here as soon as shoppers place them.',
      }}
      table={{ columns: COLUMNS, testId: 'orders-table', minWidth: '56rem' }}
      pager="Order pages"
    >
      {(data) => data.items.map((order) => <OrderRow key={order.id} order={order} />)}
    </AdminListPage>
  );
}
