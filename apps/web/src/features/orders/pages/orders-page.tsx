import { useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { QueryView } from '../../../components/admin/query-view';
import { buttonClass } from '../../../components/ui/button';
import { OrdersIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { formatPrice } from '../../../lib/format';
import { useOrders } from '../api/orders-api';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useOrdersT } from '../messages';
import { Thumbnail } from '../../../components/ui/thumbnail';
import { useDates } from '../../../lib/i18n/use-dates';

/** My orders: number, date, status, items and total, newest first. */
export default function OrdersPage() {
  const t = useOrdersT();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  return (
    <section>
      <title>{t('orders.title')}</title>
      <h1 className="text-2xl font-semibold">{t('orders.title')}</h1>
      <div className="mt-6">
        <QueryView
          query={orders}
          isEmpty={(data) => data.total === 0}
          skeleton={{ count: 3, item: 'h-24 w-full rounded-2xl', layout: 'space-y-4' }}
          empty={{
            icon: <OrdersIcon />,
            title: t('orders.emptyTitle'),
            description: t('orders.emptyText'),
            action: (
              <Link to={ROUTES.products} className={buttonClass('primary')}>
                {t('orders.startShopping')}
              </Link>
            ),
          }}
        >
          {(data) => (
            <div className="space-y-4">
              <ul className="space-y-4">
                {data.items.map((order) => (
                  <li
                    key={order.id}
                    data-testid="order-row"
                    className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-4"
                  >
                    <Thumbnail src={order.image} />
                    <div className="min-w-0 flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          to={ROUTES.manage.order(order.number)}
                          className="font-semibold text-brand hover:underline"
                        >
                          {order.number}
                        </Link>
                        <OrderStatusBadge status={order.status} />
                      </div>
                      <p className="text-sm text-neutral-700">
                        {t('orders.placedAtItems', {
                          date: dates.date(order.placedAt),
                          count: order.itemCount,
                        })}
                      </p>
                      <p className="truncate text-sm">{order.itemNames.join(', ')}</p>
                    </div>
                    <p className="font-semibold">{formatPrice(order.total)}</p>
                  </li>
                ))}
              </ul>
              {data.total > data.limit ? (
                <Pager
                  page={page}
                  pageCount={Math.ceil(data.total / data.limit)}
                  onPage={setPage}
                  label={t('orders.pages')}
                />
              ) : null}
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}
