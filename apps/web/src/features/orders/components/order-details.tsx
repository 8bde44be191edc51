import type { ReactNode } from 'react';
import { formatPhone } from '@saathi/shared/phone';
import type { OrderDetail } from '@saathi/shared';
import { formatPrice } from '../../../lib/format';
import { OrderTotals } from './order-totals';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { Thumbnail } from '../../../components/ui/thumbnail';
import { PAYMENT_METHOD_KEYS, PAYMENT_STATUS_KEYS, useOrdersT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** An order as placed: its lines and totals, where it goes, how it is paid, where it is now. */
export function OrderDetails({ order, actions }: { order: OrderDetail; actions?: ReactNode }) {
  const t = useOrdersT();
  const dates = useDates();
  const { address, payment } = order;
  return (
    <div className="space-y-6" data-testid="order-details">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('orders.order', { number: order.number })}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="text-neutral-700">
          {t('orders.placedOn', { date: dates.date(order.placedAt) })}
        </p>
      </div>
      {actions}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Panel title={t('orders.items')}>
            <ul className="divide-y divide-neutral-100">
              {order.lines.map((line) => (
                <li key={line.id} data-testid="order-line" className="flex gap-3 py-3">
                  <Thumbnail src={line.image} />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{line.name}</p>
                    {line.variantLabel ? (
                      <p className="text-sm text-neutral-700" data-testid="order-line-variant">
                        {line.variantLabel}
                      </p>
                    ) : null}
                    <p className="text-sm text-neutral-700">
                      {t('orders.lineFigures', {
                        quantity: line.quantity,
                        price: formatPrice(line.unitPrice),
                        points: line.points,
                      })}
                    </p>
                  </div>
                  <p className="font-semibold">{formatPrice(line.lineTotal)}</p>
                </li>
              ))}
            </ul>
            <OrderTotals order={order} />
          </Panel>
          <Panel title={t('orders.status')}>
            <OrderTimeline status={order.status} events={order.events} />
            {order.courier ? (
              <p className="mt-4" data-testid="order-tracking">
                {t('orders.shippedWith', {
                  courier: order.courier,
                  tracking: order.trackingNumber ?? '',
                })}
              </p>
            ) : null}
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t('orders.deliveryAddress')}>
            <address className="space-y-1 not-italic" data-testid="order-address">
              <p className="font-semibold">{address.name}</p>
              <p>{formatPhone(address.phone)}</p>
              <p>{address.streetAddress}</p>
              {address.additionalAddressLine ? <p>{address.additionalAddressLine}</p> : null}
              <p>{`${address.city}, ${address.state} - ${address.postalCode}`}</p>
            </address>
          </Panel>
          <Panel title={t('orders.payment')}>
            <dl className="space-y-1" data-testid="order-payment">
              <div>
                <dt className="sr-only">{t('orders.method')}</dt>
                <dd>{t(PAYMENT_METHOD_KEYS[payment.method])}</dd>
              </div>
              <div>
                <dt className="sr-only">{t('orders.status')}</dt>
                <dd className="font-semibold">{t(PAYMENT_STATUS_KEYS[payment.status])}</dd>
              </div>
              {payment.reference ? (
                <div className="text-sm text-neutral-700">
                  <dt className="inline">{`${t('orders.paymentId')} `}</dt>
                  <dd className="inline">{payment.reference}</dd>
                </div>
              ) : null}
              {payment.refundReference ? (
                <div className="text-sm text-neutral-700">
                  <dt className="inline">{`${t('orders.refundId')} `}</dt>
                  <dd className="inline">{payment.refundReference}</dd>
                </div>
              ) : null}
            </dl>
          </Panel>
        </div>
      </div>
    </div>
  );
}
