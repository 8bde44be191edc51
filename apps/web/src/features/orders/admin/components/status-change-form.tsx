import { useForm, useWatch } from 'react-hook-form';
import {
  changeOrderStatusSchema,
  type AdminOrderDetail,
  type ChangeOrderStatusInput,
} from '@saathi/shared';
import { needsShipmentDetails, type OrderStatus } from '@saathi/shared/order-state';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, fieldError, payloadResolver } from '../../../../lib/forms';
import { ORDER_STATUS_KEYS, useOrdersT } from '../../messages';
import { useConsoleOrdersT } from '../messages';

interface Values {
  status: OrderStatus | '';
  courier: string;
  trackingNumber: string;
  note: string;
}

/** Blank boxes are not sent; only SHIPPED takes the courier and the tracking number. */
const toPayload = (values: Values) => {
  const isShipping = values.status !== '' && needsShipmentDetails(values.status);
  return {
    status: values.status || undefined,
    courier: (isShipping && values.courier.trim()) || undefined,
    trackingNumber: (isShipping && values.trackingNumber.trim()) || undefined,
    note: values.note.trim() || undefined,
  };
};
const resolver = payloadResolver(changeOrderStatusSchema, toPayload);

/**
 * Moves the order on: only the statuses the shared state machine allows from here are offered,
 * and the server refuses any other with its reason.
 */
export function StatusChangeForm({
  order,
  onSave,
}: {
  order: AdminOrderDetail;
  onSave: (input: ChangeOrderStatusInput) => Promise<void>;
}) {
  const form = useForm<Values, unknown, ChangeOrderStatusInput>({
    defaultValues: { status: '', courier: '', trackingNumber: '', note: '' },
    resolver,
  });
  const { register, formState } = form;
  const status = useWatch({ control: form.control, name: 'status' });
  const error = (field: keyof Values) => fieldError(formState.errors, field);
  const t = useConsoleOrdersT();
  const ordersT = useOrdersT();

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
      form.reset();
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  if (order.nextStatuses.length === 0) {
    return <p className="text-neutral-700">{t('consoleOrders.final')}</p>;
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label={t('consoleOrders.changeStatus')}
    >
      <SelectField
        label={t('consoleOrders.newStatus')}
        {...register('status')}
        error={error('status')}
      >
        <option value="">{t('consoleOrders.chooseStatus')}</option>
        {order.nextStatuses.map((next) => (
          <option key={next} value={next}>
            {ordersT(ORDER_STATUS_KEYS[next])}
          </option>
        ))}
      </SelectField>
      {status && needsShipmentDetails(status) ? (
        <>
          <TextField
            label={t('consoleOrders.courier')}
            {...register('courier')}
            error={error('courier')}
          />
          <TextField
            label={t('consoleOrders.trackingNumber')}
            {...register('trackingNumber')}
            error={error('trackingNumber')}
          />
        </>
      ) : null}
      <TextField label={t('consoleOrders.note')} {...register('note')} error={error('note')} />
      <FormMessage message={formState.errors.root?.server?.message} />
      <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleOrders.saving')}>
        {t('consoleOrders.updateStatus')}
      </Button>
    </form>
  );
}
