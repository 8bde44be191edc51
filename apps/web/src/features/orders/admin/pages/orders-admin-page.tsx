import { Link } from 'react-router';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@saathi/shared/order-state';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { formatPhone } from '@saathi/shared/phone';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { ExportCsvButton } from '../../../../components/admin/export-csv-button';
import {
  FilterSelect,
  ListToolbar,
  MatchCount,
  pagingFrom,
  UrlPager,
} from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { TextField } from '../../../../components/ui/text-field';
import { useSearchBox } from '../../../../hooks/use-search-box';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { formatDate, formatPrice } from '../../../../lib/format';
import { exportOrders, useAdminOrders, type AdminOrderFilters } from '../../api/admin-orders-api';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { pageCountOf } from '../../../../components/ui/pager';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { q: '', status: '', paymentMethod: '', from: '', to: '', page: '1', limit: '20' };
const COLUMNS = ['Order', 'Placed', 'Customer', 'Items', 'Total', 'Payment', 'Status'] as const;

/** Every order: filter by status, payment method and dates, search, page, export as CSV. */
export default function OrdersAdminPage() {
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const filters: AdminOrderFilters = {
    q: params.q,
    status: params.status,
    paymentMethod: params.paymentMethod,
    from: params.from,
    to: params.to,
  };
  const paging = pagingFrom(params, PAGE_SIZES, 20);
  const orders = useAdminOrders({ ...filters, ...paging });
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <section>
      <AdminPageHeader
        title="Orders"
        description="Orders from the shop: confirm, pack, ship with tracking, deliver or cancel."
        actions={<ExportCsvButton onExport={() => exportOrders(filters)} />}
      />
      <ListToolbar
        searchLabel="Search orders"
        placeholder="Order number, customer or phone"
        search={search}
        onSearch={setSearch}
      >
        <FilterSelect
          label="Status"
          value={filters.status}
          values={ORDER_STATUSES}
          labels={ORDER_STATUS_LABELS}
          anyLabel="All statuses"
          onChange={(status) => setParams({ status, page: '1' })}
        />
        <FilterSelect
          label="Payment method"
          value={filters.paymentMethod}
          values={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          anyLabel="All methods"
          onChange={(paymentMethod) => setParams({ paymentMethod, page: '1' })}
          className="w-full sm:w-56"
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setParams({ from: event.target.value, page: '1' })}
          className="w-full sm:w-44"
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setParams({ to: event.target.value, page: '1' })}
          className="w-full sm:w-44"
        />
        <MatchCount total={orders.data?.total} one="order" many="orders" />
      </ListToolbar>
      <QueryView
        query={orders}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: isFiltered ? 'No orders match these filters' : 'No orders yet',
          description: isFiltered
            ? 'Try another search, status, method or dates.'
            : 'Orders appear here as soon as shoppers place them.',
        }}
      >
        {(data) => (
          <div className={`space-y-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
            <AdminTable columns={COLUMNS} testId="orders-table" minWidth="56rem">
              {data.items.map((order) => (
                <tr key={order.id} data-testid="admin-order-row">
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
                      <span className="block text-neutral-700">
                        {formatPhone(order.customerPhone)}
                      </span>
                    ) : null}
                  </td>
                  <td className={tdClass}>{order.itemCount}</td>
                  <td className={tdClass}>{formatPrice(order.total)}</td>
                  <td className={tdClass}>
                    <span className="block">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
                    <span className="block text-neutral-700">
                      {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                    </span>
                  </td>
                  <td className={tdClass}>
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <UrlPager
              page={paging.page}
              pageCount={pageCountOf(data.total, data.limit)}
              limit={paging.limit}
              sizes={PAGE_SIZES}
              setParams={setParams}
              label="Order pages"
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
