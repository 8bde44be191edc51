import { Link, useParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, ChangeOrderStatusInput } from '@saathi/shared';
import { formatPhone } from '@saathi/shared/phone';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { toast } from '../../../../components/ui/toast';
import { OrderReturnsAdminPanel } from '../../../returns';
import { TaxDocuments } from '../../../invoices';
import { changeOrderStatus, useAdminOrder } from '../../api/admin-orders-api';
import { OrderView } from '../../components/order-view';
import { orderKeys } from '../../query-keys';
import { ORDER_STATUS_KEYS, useOrdersT } from '../../messages';
import { StatusChangeForm } from '../components/status-change-form';
import { useConsoleOrdersT } from '../messages';

function AdminPanels({
  order,
  onSave,
}: {
  order: AdminOrderDetail;
  onSave: (input: ChangeOrderStatusInput) => Promise<void>;
}) {
  const { customer } = order;
  const t = useConsoleOrdersT();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="rounded-2xl border border-neutral-200 bg-white p-5">
        <h2 className="mb-3 text-lg font-semibold">{t('consoleOrders.changeStatus')}</h2>
        <StatusChangeForm order={order} onSave={onSave} />
      </section>
      <section className="rounded-2xl border border-neutral-200 bg-white p-5">
        <h2 className="mb-3 text-lg font-semibold">{t('consoleOrders.customer')}</h2>
        <p className="font-semibold">{customer.name}</p>
        {customer.email ? <p>{customer.email}</p> : null}
        {customer.phone ? <p>{formatPhone(customer.phone)}</p> : null}
      </section>
      <div className="space-y-6 md:col-span-2">
        <OrderReturnsAdminPanel order={order} />
        <TaxDocuments scope="admin" orderId={order.id} status={order.status} />
      </div>
    </div>
  );
}

/** One order in the console: everything the shopper sees, the customer, and the status change. */
export default function OrderAdminPage() {
  const { number = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useAdminOrder(number);
  const t = useConsoleOrdersT();
  const ordersT = useOrdersT();

  const save = async (input: ChangeOrderStatusInput) => {
    if (!order.data) return;
    const updated = await changeOrderStatus(order.data.id, input);
    queryClient.setQueryData(orderKeys.adminDetail(number), updated);
    void queryClient.invalidateQueries({ queryKey: orderKeys.adminAll(), refetchType: 'none' });
    toast.success(`${updated.number}: ${ordersT(ORDER_STATUS_KEYS[updated.status])}`);
  };

  return (
    <section>
      <title>{t('consoleOrders.pageTitle', { number })}</title>
      <Link
        to={ADMIN_PATHS.orders}
        className="mb-4 inline-block text-sm text-brand hover:underline"
      >
        {t('consoleOrders.allOrders')}
      </Link>
      <OrderView query={order} actions={(data) => <AdminPanels order={data} onSave={save} />} />
    </section>
  );
}
