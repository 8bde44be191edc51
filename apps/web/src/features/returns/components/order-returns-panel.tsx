import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { Button } from '../../../components/ui/button';
import { useOrderReturns } from '../api/returns-api';
import { useReturnsT } from '../messages';
import { returnKeys } from '../query-keys';
import { ReturnItemsDialog } from './return-items-dialog';
import { ReturnCard } from './return-status';
import { useDates } from '../../../lib/i18n/use-dates';

/**
 * The shopper's returns of a delivered order: "Return items" while the return window is open, a
 * request awaiting approval, and each return with its status and refund.
 */
export function OrderReturnsPanel({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const t = useReturnsT();
  const dates = useDates();
  const [isOpen, setIsOpen] = useState(false);
  const query = useOrderReturns(order.id, order.status === 'DELIVERED');
  const returns = query.data;
  if (!returns) return null;
  const hasContent = returns.canRequestReturn || returns.pendingRequestId || returns.returns.length;
  if (!hasContent) return null;

  const sent = () => {
    setIsOpen(false);
    void queryClient.invalidateQueries({ queryKey: returnKeys.order(order.id) });
  };

  return (
    <section
      className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5"
      aria-label={t('returns.panel')}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="flex-1 text-lg font-semibold">{t('returns.title')}</h2>
        {returns.canRequestReturn ? (
          <Button variant="secondary" onClick={() => setIsOpen(true)}>
            {t('returns.returnItems')}
          </Button>
        ) : null}
      </div>
      {returns.canRequestReturn && returns.returnUntil ? (
        <p className="text-sm text-neutral-700">
          {t('returns.returnUntil', { date: dates.date(returns.returnUntil) })}
        </p>
      ) : null}
      {returns.pendingRequestId ? (
        <p role="status" className="text-sm">
          {t('returns.pending', { id: returns.pendingRequestId })}{' '}
          <Link to={ROUTES.manage.requests} className="text-brand hover:underline">
            {t('returns.seeRequests')}
          </Link>
        </p>
      ) : null}
      {returns.returns.map((item) => (
        <ReturnCard key={item.id} item={item} testId="order-return">
          <p className="text-sm">
            {item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
          </p>
        </ReturnCard>
      ))}
      {isOpen ? (
        <ReturnItemsDialog
          order={order}
          returns={returns}
          open={isOpen}
          onClose={() => setIsOpen(false)}
          onSent={sent}
        />
      ) : null}
    </section>
  );
}
