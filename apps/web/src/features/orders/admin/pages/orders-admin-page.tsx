import { Link } from 'wouter';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@saathi/shared/order-state';
import type { AreaKey } from '@saathi/shared/locales';
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
import {
  ORDER_STATUS_KEYS,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUS_KEYS,
  useOrdersT,
} from '../../messages';
import { useConsoleOrdersT } from '../messages';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS: AdminOrderFilters = { q: '', status: '', paymentMethod: '', from: '', to: '' };
const COLUMNS = [
  'consoleOrders.order',
  'consoleOrders.placed',
  'consoleOrders.customer',
  'consoleOrders.items',
  'consoleOrders.total',
  'consoleOrders.payment',
  'consoleOrders.status',
] as const;

/** Each value's words, for a filter's options. */
function labelsOf<V extends string>(
  keys: Record<V, AreaKey<'orders'>>,
  t: (key: AreaKey<'orders'>) => string,
) {
  return Object.fromEntries(
    (Object.entries(keys) as [V, AreaKey<'orders'>][]).map(([value, key]) => [value, t(key)]),
  ) as Record<V, string>;
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  const t = useOrdersT();
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
        <span className="block">{t(PAYMENT_METHOD_KEYS[order.paymentMethod])}</span>
        <span className="block text-neutral-700">
          {t(PAYMENT_STATUS_KEYS[order.paymentStatus])}
        </span>
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
  const t = useConsoleOrdersT();
  const ordersT = useOrdersT();

  return (
    <AdminListPage
      title={t('consoleOrders.title')}
      description={t('consoleOrders.description')}
      onExport={() => exportOrders(filters)}
      list={list}
      search={{ label: t('consoleOrders.search'), placeholder: t('consoleOrders.searchHint') }}
      filters={
        <>
          <FilterSelect
            label={t('consoleOrders.status')}
            value={filters.status}
            values={ORDER_STATUSES}
            labels={labelsOf(ORDER_STATUS_KEYS, ordersT)}
            anyLabel={t('consoleOrders.allStatuses')}
            onChange={(status) => setFilters({ status })}
          />
          <FilterSelect
            label={t('consoleOrders.paymentMethod')}
            value={filters.paymentMethod}
            values={PAYMENT_METHODS}
            labels={labelsOf(PAYMENT_METHOD_KEYS, ordersT)}
            anyLabel={t('consoleOrders.allMethods')}
            onChange={(paymentMethod) => setFilters({ paymentMethod })}
            className="w-full sm:w-56"
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        </>
      }
      count={{ one: t('consoleOrders.countOne'), many: t('consoleOrders.countMany') }}
      query={orders}
      empty={{
        title: t(isFiltered ? 'consoleOrders.noMatchTitle' : 'consoleOrders.emptyTitle'),
        description: t(isFiltered ? 'consoleOrders.noMatchText' : 'consoleOrders.emptyText'),
      }}
      table={{ columns: COLUMNS.map((key) => t(key)), testId: 'orders-table', minWidth: '56rem' }}
      pager={t('consoleOrders.pages')}
    >
      {(data) => data.items.map((order) => <OrderRow key={order.id} order={order} />)}
    </AdminListPage>
  );
}
