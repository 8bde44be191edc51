import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { OrderReturnsPanel } from '../../returns';
import { TaxDocuments } from '../../invoices';
import { cancelOrder, startPayment, useOrder } from '../api/orders-api';
import { OrderView } from '../components/order-view';
import { payOnline } from '../pay-online';
import { orderKeys } from '../query-keys';
import { useOrdersT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

/** What the shopper may do with the order now: pay (online, awaiting payment) or cancel. */
function OrderActions({
  order,
  onChange,
}: {
  order: OrderDetail;
  onChange: (o: OrderDetail) => void;
}) {
  const t = useOrdersT();
  const dates = useDates();
  const [isPaying, setIsPaying] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);

  const pay = async () => {
    setIsPaying(true);
    try {
      const paid = await payOnline(await startPayment(order.id));
      if (paid) onChange(paid);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsPaying(false);
    }
  };

  const cancel = async () => {
    setIsCancelling(true);
    try {
      onChange(await cancelOrder(order.id));
      toast.success(t('orders.cancelled'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsCancelling(false);
      setIsConfirming(false);
    }
  };

  if (!order.canPay && !order.canCancel) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-neutral-50 p-4">
      {order.canPay && order.payment.expiresAt ? (
        <p className="flex-1 text-sm" role="status">
          {t('orders.payBy', { time: dates.time(order.payment.expiresAt) })}
        </p>
      ) : null}
      {order.canPay ? (
        <Button onClick={() => void pay()} busy={isPaying} busyText={t('orders.openingPayment')}>
          {t('orders.payNow')}
        </Button>
      ) : null}
      {order.canCancel ? (
        <Button variant="secondary" className="text-red-700" onClick={() => setIsConfirming(true)}>
          {t('orders.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={t('orders.cancelTitle', { number: order.number })}
        confirmLabel={t('orders.cancel')}
        busyLabel={t('orders.cancelling')}
        busy={isCancelling}
        onConfirm={() => void cancel()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>{t('orders.cancelConfirm')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** One of my orders: lines, address, payment, the status timeline and tracking. */
export default function OrderPage() {
  const t = useOrdersT();
  const { number = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useOrder(number);

  const update = (next: OrderDetail) => {
    queryClient.setQueryData(orderKeys.detail(number), next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all(), refetchType: 'none' });
  };

  return (
    <section>
      <title>{t('orders.order', { number })}</title>
      <Link
        to={ROUTES.manage.orders}
        className="mb-4 inline-block text-sm text-brand hover:underline"
      >
        {t('orders.backToOrders')}
      </Link>
      <OrderView
        query={order}
        actions={(data) => (
          <>
            <OrderActions order={data} onChange={update} />
            <OrderReturnsPanel order={data} />
            <TaxDocuments scope="shopper" orderId={data.id} status={data.status} />
          </>
        )}
      />
    </section>
  );
}
