import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderReturns } from '@saathi/shared';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatPrice } from '../../../../lib/format';
import { invoiceKeys } from '../../../invoices';
import { useAdminOrderReturns } from '../../api/returns-api';
import { ReturnCard } from '../../components/return-status';
import { returnKeys } from '../../query-keys';
import { BankRefundForm } from './bank-refund-form';
import { DirectRefundForm } from './direct-refund-form';
import { ReceiveLineRow } from './receive-line-row';
import { useConsoleReturnsT } from '../messages';

/**
 * The console's returns and refunds of a delivered order: each return with its lines to mark
 * received (restockable or not), a cash-on-delivery refund to record, and refunds without a return.
 */
export function OrderReturnsAdminPanel({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const t = useConsoleReturnsT();
  const query = useAdminOrderReturns(order.id, order.status === 'DELIVERED');
  if (order.status !== 'DELIVERED') return null;
  if (query.isPending) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (query.isError)
    return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  const returns = query.data;
  const update = (next: OrderReturns) => {
    queryClient.setQueryData(returnKeys.adminOrder(order.id), next);
    void queryClient.invalidateQueries({ queryKey: returnKeys.all(), refetchType: 'none' });
    // A refund issues a credit note: the order's tax documents show it.
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all() });
  };

  return (
    <section
      className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5"
      aria-label={t('consoleReturns.title')}
    >
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 className="flex-1 text-lg font-semibold">{t('consoleReturns.title')}</h2>
        <p className="text-sm text-neutral-700">
          {t('consoleReturns.paidRefunded', {
            paid: formatPrice(returns.paid),
            refunded: formatPrice(returns.refunded),
          })}
        </p>
      </div>
      {returns.returns.length === 0 ? (
        <p className="text-neutral-700">{t('consoleReturns.none')}</p>
      ) : null}
      {returns.returns.map((item) => (
        <ReturnCard key={item.id} item={item} testId="admin-return">
          <p className="text-sm">{t('consoleReturns.reason', { reason: item.reason })}</p>
          {item.bankAccount ? (
            <p className="text-sm">
              {t('consoleReturns.refundToAccount', {
                holder: item.bankAccount.holderName,
                account: item.bankAccount.accountNumber,
                ifsc: item.bankAccount.ifsc,
              })}
            </p>
          ) : null}
          {item.upiId ? (
            <p className="text-sm">{t('consoleReturns.refundToUpi', { upi: item.upiId })}</p>
          ) : null}
          <ul className="divide-y divide-neutral-100">
            {item.lines.map((line) => (
              <ReceiveLineRow
                key={line.id}
                orderId={order.id}
                returnId={item.id}
                line={line}
                onChange={update}
              />
            ))}
          </ul>
          {item.status === 'RECEIVED' && !item.refund && order.payment.method === 'COD' ? (
            <BankRefundForm
              orderId={order.id}
              returnId={item.id}
              isUpi={item.upiId !== null}
              onChange={update}
            />
          ) : null}
        </ReturnCard>
      ))}
      <DirectRefundForm order={order} returns={returns} onChange={update} />
    </section>
  );
}
