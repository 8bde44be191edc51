import { ORDER_PROGRESS, type OrderStatus } from '@saathi/shared/order-state';
import type { OrderEvent } from '@saathi/shared';
import { ORDER_STATUS_KEYS, useOrdersT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

/**
 * The order's way so far and what is still to come: each step reached shows when; a cancelled
 * or expired order ends where it stopped.
 */
export function OrderTimeline({ status, events }: { status: OrderStatus; events: OrderEvent[] }) {
  const t = useOrdersT();
  const dates = useDates();
  const reached = new Map(events.map((event) => [event.status, event]));
  const isStopped = status === 'CANCELLED' || status === 'EXPIRED';
  const steps: OrderStatus[] = isStopped
    ? [...ORDER_PROGRESS.filter((step) => reached.has(step)), status]
    : status === 'PENDING_PAYMENT'
      ? ['PENDING_PAYMENT', ...ORDER_PROGRESS]
      : [...ORDER_PROGRESS];
  return (
    <ol aria-label={t('orders.timeline')} className="space-y-3" data-testid="order-timeline">
      {steps.map((step) => {
        const event = reached.get(step);
        return (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-1 size-3 shrink-0 rounded-full ${
                event
                  ? step === 'CANCELLED' || step === 'EXPIRED'
                    ? 'bg-red-600'
                    : 'bg-brand'
                  : 'border-2 border-neutral-300'
              }`}
            />
            <div>
              <p className={event ? 'font-semibold' : 'text-neutral-600'}>
                {t(ORDER_STATUS_KEYS[step])}
                <span className="sr-only">
                  {t(event ? 'orders.stepDone' : 'orders.stepToCome')}
                </span>
              </p>
              {event ? (
                <p className="text-sm text-neutral-700">
                  {dates.dateTime(event.at)}
                  {event.note ? ` · ${event.note}` : ''}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
